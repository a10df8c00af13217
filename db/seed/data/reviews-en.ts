import type { SeedReview } from '../types';

/** Customer reviews in English: with reviews.ts, three per product. */
export const reviewsEn: SeedReview[] = [
  // CMF-101 Orthopaedic walking sneaker (women)
  {
    productSku: 'CMF-101',
    language: 'en',
    rating: 5,
    author: 'Jennifer S.',
    experiencedOn: '2025-08-03',
    title: 'Room for my own orthotics',
    body: "I have flat feet and always wear my own orthotics. Took the insole out, put mine in and there was still room to spare. Bought the navy and I'm tempted to get the gray too.",
  },
  {
    productSku: 'CMF-101',
    language: 'en',
    rating: 4,
    author: 'Fiona M.',
    experiencedOn: '2026-03-22',
    title: 'Comfy, but the white marks easily',
    body: "Really comfortable for my morning walks round the park, and the toe box doesn't squash my toes. Only downside is the white mesh shows every bit of dirt, so I'd pick grey next time.",
  },

  // CMF-102 Orthopaedic walking sneaker (men)
  {
    productSku: 'CMF-102',
    language: 'en',
    rating: 5,
    author: 'Graham P.',
    experiencedOn: '2025-09-14',
    title: 'Great for the daily commute',
    body: 'I walk forty minutes to the station and back every day. The heel holds firm, the sole grips on wet pavements and my heels are no longer sore by Friday.',
  },
  {
    productSku: 'CMF-102',
    language: 'en',
    rating: 3,
    author: 'Trevor H.',
    experiencedOn: '2026-05-09',
    title: 'Good support, runs a little long',
    body: "Cushioning and arch support are spot on, but my heel lifts a bit in my usual size. If you're between sizes, I'd go down rather than up.",
  },

  // CMF-103 Arch-support slip-on loafer (women)
  {
    productSku: 'CMF-103',
    language: 'en',
    rating: 5,
    author: 'Rachel W.',
    experiencedOn: '2025-10-12',
    title: 'Office shoes sorted',
    body: "I work on a reception desk and I'm on my feet far more than people think. These look smart with trousers, the suede is soft and there's no aching arch by five o'clock.",
  },
  {
    productSku: 'CMF-103',
    language: 'en',
    rating: 4,
    author: 'Megan O.',
    experiencedOn: '2026-06-30',
    title: 'Lovely taupe, snug at first',
    body: 'The taupe is a lovely neutral that goes with everything. They felt tight across the top for the first week, but the elastic sides have eased off and now they are really comfy.',
  },

  // CMF-104 Orthopaedic leather derby (men)
  {
    productSku: 'CMF-104',
    language: 'en',
    rating: 5,
    author: 'Alan R.',
    experiencedOn: '2025-12-20',
    title: 'Dress shoes that take my inserts',
    body: 'My custom orthotics never fit in dress shoes, they are always too shallow. These take them easily with no heel slip, and they still look like a proper smart shoe.',
  },
  {
    productSku: 'CMF-104',
    language: 'en',
    rating: 3,
    author: 'Peter J.',
    experiencedOn: '2026-08-02',
    title: 'Brown is darker than expected',
    body: "Comfortable and well made, and the footbed is excellent. The brown is much darker than I expected, almost chocolate, which isn't quite what I wanted with my light suit.",
  },

  // CMF-105 Seamless diabetic-friendly walking shoe (women)
  {
    productSku: 'CMF-105',
    language: 'en',
    rating: 5,
    author: 'Dorothy E.',
    experiencedOn: '2026-01-25',
    title: 'Soft enough for my sensitive feet',
    body: 'My podiatrist suggested a seamless shoe and these fit the bill. Soft and light, and I can wear them over my compression socks without them feeling tight.',
  },
  {
    productSku: 'CMF-105',
    language: 'en',
    rating: 4,
    author: 'Bev W.',
    experiencedOn: '2026-09-06',
    title: "Mum's new favourites",
    body: "Bought these for Mum, who has numbness in both feet. She says they're the softest shoes she owns. They're quite deep, so she wears them with thicker socks.",
  },

  // CMF-106 Diabetic-friendly adjustable strap shoe (men)
  {
    productSku: 'CMF-106',
    language: 'en',
    rating: 5,
    author: 'Lisa K.',
    experiencedOn: '2026-04-04',
    title: 'Dad can manage these himself',
    body: "Bought these for my dad, who can't bend down easily anymore. He does the straps up on his own and says there's no pressure anywhere. Very pleased.",
  },
  {
    productSku: 'CMF-106',
    language: 'en',
    rating: 2,
    author: 'Derek M.',
    experiencedOn: '2026-07-18',
    title: 'Straps too short for my instep',
    body: 'I have a very high instep and the straps only just reach, so there is hardly any grip on the fastening. Lovely soft leather, but they had to go back.',
  },

  // CMF-107 Diabetic-friendly house shoe (unisex)
  {
    productSku: 'CMF-107',
    language: 'en',
    rating: 4,
    author: 'Glenn A.',
    experiencedOn: '2026-06-14',
    title: 'Good for winter nights',
    body: 'Plenty of room, and the strap lets me loosen them off when my ankles puff up in the evening. Bit warm for summer, but just right for our cooler nights.',
  },
  {
    productSku: 'CMF-107',
    language: 'en',
    rating: 5,
    author: 'Nancy B.',
    experiencedOn: '2026-10-11',
    title: 'Came out of the wash like new',
    body: 'I hand-washed them after a few months of daily wear and they look brand new. My feet are very sensitive and nothing rubs, not even around the heel.',
  },

  // CMF-108 Extra-wide stretch-knit sneaker (women)
  {
    productSku: 'CMF-108',
    language: 'en',
    rating: 5,
    author: 'Tracey L.',
    experiencedOn: '2026-07-30',
    title: 'No more limping home',
    body: "I have bunions on both feet and these are the first sneakers in years that don't leave me limping. The elastic laces are a bonus, I just slip them on.",
  },
  {
    productSku: 'CMF-108',
    language: 'en',
    rating: 2,
    author: 'Kim P.',
    experiencedOn: '2026-10-05',
    title: 'Wide, but little support',
    body: "They're definitely wide and the knit is soft, but the sole is thin and bendy and I felt every step by lunchtime. Fine for popping to the shops, not for a full day on my feet.",
  },

  // CMF-109 Extra-wide touch-fastening trainer (men)
  {
    productSku: 'CMF-109',
    language: 'en',
    rating: 5,
    author: 'Leanne F.',
    experiencedOn: '2025-09-02',
    title: 'Easy with one hand',
    body: "My husband only has good use of one hand since his stroke, and laces were impossible. He manages these straps by himself and says they're heaps comfier than his old ones.",
  },
  {
    productSku: 'CMF-109',
    language: 'en',
    rating: 4,
    author: 'George H.',
    experiencedOn: '2026-01-17',
    title: 'Comfortable, if a bit plain',
    body: "Very comfortable, and my orthotics went in without any trouble. They're not the most stylish trainers, but for getting about every day they do the job.",
  },

  // CMF-110 Bunion-friendly stretch ballet flat (women)
  {
    productSku: 'CMF-110',
    language: 'en',
    rating: 5,
    author: 'Joanne B.',
    experiencedOn: '2025-11-29',
    title: 'Flats I can actually dance in',
    body: 'Wore the burgundy pair to our work Christmas party and danced half the night. No pinching on my bunion, and they look far smarter than I expected.',
  },
  {
    productSku: 'CMF-110',
    language: 'en',
    rating: 3,
    author: 'Sharon K.',
    experiencedOn: '2026-05-03',
    title: 'Roomy, but my heel slips',
    body: 'Lovely and roomy at the front, but my heel slips out when I walk quickly. I have narrow heels and a wide forefoot, so it may just be me. Heel grips have helped.',
  },

  // CMF-111 Recovery sandal (unisex)
  {
    productSku: 'CMF-111',
    language: 'en',
    rating: 5,
    author: 'Matt C.',
    experiencedOn: '2025-08-16',
    title: 'Lives in my gym bag',
    body: "I coach youth soccer on weekends and change into these the minute I'm done. The arch support is firmer than I expected, in a good way, and they rinse clean in seconds.",
  },
  {
    productSku: 'CMF-111',
    language: 'en',
    rating: 4,
    author: 'Emma L.',
    experiencedOn: '2026-04-27',
    title: 'Ended up as my house shoes',
    body: "Bought them for after the gym but now I wear them round the house all the time. They run a touch big, so go down if you're between sizes.",
  },

  // CMF-112 Adjustable orthopaedic sandal (women)
  {
    productSku: 'CMF-112',
    language: 'en',
    rating: 5,
    author: 'Heather N.',
    experiencedOn: '2026-05-21',
    title: 'Held up to a walking holiday',
    body: 'Took these to Portugal and walked for miles on cobbles every day. With three straps I could loosen them in the afternoon heat and tighten them again for the hills.',
  },
  {
    productSku: 'CMF-112',
    language: 'en',
    rating: 4,
    author: 'Lorraine D.',
    experiencedOn: '2026-08-24',
    title: 'The pink is very pink',
    body: 'Comfortable from day one and the footbed is lovely. The pink is brighter than it looks on screen, but my granddaughter says it suits me, so they are staying.',
  },

  // CMF-113 Leather comfort sandal (men)
  {
    productSku: 'CMF-113',
    language: 'en',
    rating: 4,
    author: 'Scott D.',
    experiencedOn: '2026-06-06',
    title: 'Softened up nicely',
    body: 'Good quality leather and the buckles are easy to adjust. The straps were stiff for the first few days and left a mark on my instep, but they have softened nicely since.',
  },
  {
    productSku: 'CMF-113',
    language: 'en',
    rating: 5,
    author: 'Phil M.',
    experiencedOn: '2026-09-19',
    title: 'All summer, no complaints',
    body: "I live in sandals most of the year and these are the comfiest I've had. The footbed has proper arch support and the sole doesn't slip on wet pool tiles.",
  },

  // CMF-114 Cork footbed slide (unisex)
  {
    productSku: 'CMF-114',
    language: 'en',
    rating: 4,
    author: 'Jason R.',
    experiencedOn: '2026-01-11',
    title: 'Give them a couple of weeks',
    body: "The cork felt hard and the toe bar was odd at first, but after two weeks they'd shaped to my feet. Now I wear them every day around the house and down to the shops.",
  },
  {
    productSku: 'CMF-114',
    language: 'en',
    rating: 2,
    author: 'Amanda T.',
    experiencedOn: '2026-07-26',
    title: 'Suede lining marked quickly',
    body: "Comfortable enough once worn in, but the suede top stained after one hot day, and the straps don't tighten enough for my narrow feet. Not for me, sadly.",
  },

  // CMF-115 Wide-fit wedge sandal (women)
  {
    productSku: 'CMF-115',
    language: 'en',
    rating: 5,
    author: 'Michelle G.',
    experiencedOn: '2026-06-20',
    title: 'Height without the wobble',
    body: 'I gave up heels years ago because of wide feet and poor balance. The wedge is low and stable, the ankle strap holds me in, and I lasted a whole garden party in them.',
  },
  {
    productSku: 'CMF-115',
    language: 'en',
    rating: 3,
    author: 'Julie F.',
    experiencedOn: '2026-10-25',
    title: 'Front strap rubs my little toe',
    body: 'The fit is generous and the wedge is comfortable, but the front strap rubbed my little toe for the first few wears. Better now with a plaster, still undecided.',
  },

  // CMF-116 Memory-foam slipper (women)
  {
    productSku: 'CMF-116',
    language: 'en',
    rating: 5,
    author: 'Maureen C.',
    experiencedOn: '2026-10-14',
    title: 'Toasty feet at last',
    body: "My feet are always cold and these have sorted that out. The plush lining is gorgeous and they don't slide about on our wooden floors.",
  },
  {
    productSku: 'CMF-116',
    language: 'en',
    rating: 4,
    author: 'Stephanie H.',
    experiencedOn: '2026-10-29',
    title: 'Cozy, a little snug',
    body: "Super cozy and the foam is nice and thick. With the plush lining they fit a bit snug, so if you're between sizes, size up. Love the gray.",
  },

  // CMF-117 Wool felt slipper (men)
  {
    productSku: 'CMF-117',
    language: 'en',
    rating: 5,
    author: 'Ian G.',
    experiencedOn: '2025-10-28',
    title: 'Proper winter slippers',
    body: 'My feet used to get clammy in fleece slippers, but the felt stays comfortable all evening. Being able to take the insole out to air it is a nice touch.',
  },
  {
    productSku: 'CMF-117',
    language: 'en',
    rating: 4,
    author: 'Greg W.',
    experiencedOn: '2026-07-05',
    title: 'Cosy, but they run small',
    body: "Warm and well made, just right for our chilly winter mornings. They run a little small, so I'd go up a size if you like wearing thick socks.",
  },

  // CMF-118 Closed-back orthopaedic house slipper (unisex)
  {
    productSku: 'CMF-118',
    language: 'en',
    rating: 5,
    author: 'Sue P.',
    experiencedOn: '2025-09-20',
    title: 'No more tripping for Mum',
    body: "Mum kept catching her toes in her old backless slippers. These stay on properly, the strap adjusts for her swollen feet, and her carer says they're easy to get on.",
  },
  {
    productSku: 'CMF-118',
    language: 'en',
    rating: 4,
    author: 'Roger F.',
    experiencedOn: '2026-02-28',
    title: 'Supportive, sole a bit firm',
    body: 'Good arch support for a house shoe, and the closed heel stops me shuffling. The sole feels a bit hard on our stone floor, otherwise very happy.',
  },

  // CMF-119 Lightweight knit sneaker (women)
  {
    productSku: 'CMF-119',
    language: 'en',
    rating: 5,
    author: 'Ashley J.',
    experiencedOn: '2025-09-08',
    title: 'Made for hot, humid days',
    body: 'Wore these every day through a hot, humid end of summer and my feet never felt sweaty. The knit is soft around the heel, so no blisters either.',
  },
  {
    productSku: 'CMF-119',
    language: 'en',
    rating: 3,
    author: 'Lauren M.',
    experiencedOn: '2026-03-15',
    title: 'Light, but too soft for flat feet',
    body: "Lovely and light and very breathable, but the arch support was too soft for my flat feet. I've put my own insoles in and they're much better now.",
  },

  // CMF-120 Running shoe with heel support (men)
  {
    productSku: 'CMF-120',
    language: 'en',
    rating: 5,
    author: 'Ryan K.',
    experiencedOn: '2025-11-14',
    title: 'Back to morning runs',
    body: 'My heels used to ache after every run. Three weeks into these and my morning runs are comfortable again. The heel cup holds you really securely.',
  },
  {
    productSku: 'CMF-120',
    language: 'en',
    rating: 4,
    author: 'Dan H.',
    experiencedOn: '2026-06-22',
    title: 'Plenty of cushion, bit heavy',
    body: 'Loads of cushioning and a secure heel. They are heavier than my old lightweight trainers, so I keep them for easy runs and long walks.',
  },

  // CMF-121 Rocker-sole walking sneaker (unisex)
  {
    productSku: 'CMF-121',
    language: 'en',
    rating: 5,
    author: 'Eileen G.',
    experiencedOn: '2025-12-11',
    title: 'Great on hard floors',
    body: "I volunteer at a museum and spend hours walking and standing on stone floors. The rocker sole takes the strain, and my knees don't ache by closing time.",
  },
  {
    productSku: 'CMF-121',
    language: 'en',
    rating: 2,
    author: 'Craig L.',
    experiencedOn: '2026-08-30',
    title: 'Never felt steady in them',
    body: 'I know the curved sole takes some getting used to, but after two weeks I still felt unsteady, especially going downhill. Good cushioning, just not for me.',
  },

  // CMF-122 Waterproof hiking boot (women)
  {
    productSku: 'CMF-122',
    language: 'en',
    rating: 5,
    author: 'Kate B.',
    experiencedOn: '2026-01-04',
    title: 'Great on muddy tracks',
    body: 'Did a three-day walk in the Blue Mountains with plenty of mud and a full day of rain. Dry feet the whole way and good grip on slippery rock.',
  },
  {
    productSku: 'CMF-122',
    language: 'en',
    rating: 4,
    author: 'Nicola P.',
    experiencedOn: '2026-05-17',
    title: 'Comfy, but the hooks catch',
    body: 'Comfortable from the very first walk, and my feet stayed dry in a downpour. The top lace hooks catch on my walking trousers now and then, which is a minor annoyance.',
  },

  // CMF-123 Waterproof hiking boot (men)
  {
    productSku: 'CMF-123',
    language: 'en',
    rating: 5,
    author: 'Andrew S.',
    experiencedOn: '2026-02-15',
    title: 'Room for my toes on descents',
    body: 'Most boots crush my toes on the way down. These have a genuinely wide toe box, and I came off a long descent in Snowdonia without a single bruised toenail.',
  },
  {
    productSku: 'CMF-123',
    language: 'en',
    rating: 3,
    author: 'Jeff R.',
    experiencedOn: '2026-10-02',
    title: 'Solid, but heavy',
    body: "Waterproof and the grip is excellent, but they're heavier than I expected and took a good few weeks to break in. Better for longer treks than quick day hikes.",
  },

  // CMF-124 Warm-lined wide-fit ankle boot (women)
  {
    productSku: 'CMF-124',
    language: 'en',
    rating: 5,
    author: 'Valerie S.',
    experiencedOn: '2026-01-19',
    title: 'Winter boots without the pain',
    body: 'With bunions and wide feet, new winter boots usually mean weeks of discomfort. These were fine from the first day, properly warm, and the side zip makes them easy to get on.',
  },
  {
    productSku: 'CMF-124',
    language: 'en',
    rating: 4,
    author: 'Jill A.',
    experiencedOn: '2026-10-18',
    title: 'Warm, but a fiddly zip pull',
    body: 'Warm, wide and comfortable from the first wear. My only gripe is that the zip pull is quite small and fiddly with my arthritic fingers.',
  },

  // CMF-125 Side-zip Chelsea boot (men)
  {
    productSku: 'CMF-125',
    language: 'en',
    rating: 5,
    author: 'Oliver T.',
    experiencedOn: '2026-03-07',
    title: 'Get compliments at work',
    body: 'I wear these to the office with chinos and they get noticed. The insole is well cushioned and I walk the mile to work in them without any problems.',
  },
  {
    productSku: 'CMF-125',
    language: 'en',
    rating: 4,
    author: 'Luke N.',
    experiencedOn: '2026-09-12',
    title: 'Nice boots, roomy at the heel',
    body: 'Great looking boot and the tan leather is lovely. Slightly roomy at the heel in my usual size, so I wear a thicker sock, but otherwise spot on.',
  },

  // CMF-126 Diabetic-friendly winter boot (unisex)
  {
    productSku: 'CMF-126',
    language: 'en',
    rating: 5,
    author: 'Frances M.',
    experiencedOn: '2026-02-05',
    title: 'Warm feet on snowy walks',
    body: "I'm diabetic and my feet get cold easily. These kept me warm through a snowy week in Vermont, and the straps adjust easily over thick socks.",
  },
  {
    productSku: 'CMF-126',
    language: 'en',
    rating: 3,
    author: 'Keith O.',
    experiencedOn: '2026-03-02',
    title: 'Warm but bulky',
    body: 'Very warm and comfortable, no complaints there. They are quite bulky though, and the wide opening lets snow in when you walk through deep drifts.',
  },

  // CMF-127 Non-slip work clog (unisex)
  {
    productSku: 'CMF-127',
    language: 'en',
    rating: 5,
    author: 'Jamie R.',
    experiencedOn: '2026-04-18',
    title: 'No slipping in a busy kitchen',
    body: "I'm a chef and our kitchen floor is always greasy. Haven't slipped once, and my back feels better at the end of a double shift.",
  },
  {
    productSku: 'CMF-127',
    language: 'en',
    rating: 4,
    author: 'Tanya W.',
    experiencedOn: '2026-09-27',
    title: 'Comfy, but they squeak',
    body: "I'm a hairdresser and on my feet all day. Really comfortable and easy to wipe down, but they squeaked on the salon floor for the first couple of weeks.",
  },

  // CMF-128 Barefoot sneaker (unisex)
  {
    productSku: 'CMF-128',
    language: 'en',
    rating: 4,
    author: 'Chloe H.',
    experiencedOn: '2026-05-25',
    title: 'Calves took a week to adjust',
    body: 'My toes finally have space to spread out. My calves were sore for the first week while I got used to the flat sole, so build up slowly.',
  },
  {
    productSku: 'CMF-128',
    language: 'en',
    rating: 5,
    author: 'Ben W.',
    experiencedOn: '2026-10-09',
    title: 'My everyday shoe now',
    body: 'I wear them to work, on walks and for light gym sessions. The olive looks great, and the sole is so flexible you can fold the shoe in half.',
  },

  // CMF-129 Adjustable post-operative shoe (unisex)
  {
    productSku: 'CMF-129',
    language: 'en',
    rating: 5,
    author: 'Wendy C.',
    experiencedOn: '2026-06-09',
    title: 'Got me through bunion surgery',
    body: 'Wore this for five weeks after my bunion operation. Easy to fasten over the bandage, and stable enough for short trips to the shops on crutches.',
  },
  {
    productSku: 'CMF-129',
    language: 'en',
    rating: 2,
    author: 'Martin K.',
    experiencedOn: '2026-09-01',
    title: 'Does the job, but clumsy',
    body: 'Fits over the dressing and the straps hold well. The sole is very flat and wide though, so I kept catching it on door frames and the edge of steps.',
  },

  // CMF-130 Mary Jane comfort shoe (women)
  {
    productSku: 'CMF-130',
    language: 'en',
    rating: 5,
    author: 'Alison P.',
    experiencedOn: '2026-07-02',
    title: 'Pretty enough for Sundays',
    body: "I wanted a nice shoe for church and lunches out that didn't hurt my wide feet. The navy is gorgeous and the strap is easy to adjust.",
  },
  {
    productSku: 'CMF-130',
    language: 'en',
    rating: 2,
    author: 'Denise V.',
    experiencedOn: '2026-10-20',
    title: 'Strap lets the look down',
    body: "Comfortable and roomy, but the touch-fastening strap looks cheap on such a dressy shoe and is already going fluffy. I'd have preferred a buckle.",
  },

  // CMF-131 Orthopaedic nursing shoe (women)
  {
    productSku: 'CMF-131',
    language: 'en',
    rating: 5,
    author: 'Bianca R.',
    experiencedOn: '2026-08-12',
    title: 'Night shift approved',
    body: 'I do night shifts in emergency and my feet used to be wrecked by the end. These are supportive, grippy on wet floors and wipe clean in seconds.',
  },
  {
    productSku: 'CMF-131',
    language: 'en',
    rating: 4,
    author: 'Samantha D.',
    experiencedOn: '2026-10-28',
    title: 'Comfy, but the white scuffs',
    body: 'Really comfortable once broken in, which took about three shifts. The white scuffs easily, but a damp cloth gets most marks off.',
  },

  // CMF-132 Flip-flop with arch support (unisex)
  {
    productSku: 'CMF-132',
    language: 'en',
    rating: 5,
    author: 'Mick O.',
    experiencedOn: '2026-09-21',
    title: 'Thongs with real arch support',
    body: 'Finally a pair of thongs with proper arch support. Walked along the beach and round the shops all weekend and my feet felt fine. The toe post is nice and soft.',
  },
  {
    productSku: 'CMF-132',
    language: 'en',
    rating: 4,
    author: 'Rebecca S.',
    experiencedOn: '2026-10-16',
    title: 'Supportive, a little chunky',
    body: "Much more support than I expected from a flip-flop, and the heel cup feels secure. They're chunkier than regular ones, so not the prettiest, but comfort wins.",
  },
];
