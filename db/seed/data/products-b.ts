import type { SeedProduct } from '../types';

export const productsB: SeedProduct[] = [
  {
    sku: 'CMF-117',
    sizeChart: 'men',
    featuredRank: 17,
    createdAt: '2025-06-14',
    colours: ['grey', 'navy', 'brown'],
    sizes: ['40', '41', '42', '43', '44', '45', '46'],
    prices: {
      EUR: { amount: 4995, compareAt: 6495 },
      USD: { amount: 5495, compareAt: 6995 },
      CZK: { amount: 129000, compareAt: 159000 },
      GBP: { amount: 4495, compareAt: 5495 },
      HUF: { amount: 19990, compareAt: 24990 },
      JPY: { amount: 7900, compareAt: 10900 },
      RON: { amount: 24999, compareAt: 31999 },
      PLN: { amount: 21999, compareAt: 27999 },
      AUD: { amount: 8495, compareAt: 10495 },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 15, badge: 'most_popular' },
      { quantity: 3, percentOff: 25, badge: 'biggest_savings' },
    ],
    collections: ['slippers'],
    text: {
      de: {
        title: 'Herren-Filzhausschuh aus Wolle',
        summary:
          'Warmer Herren-Hausschuh aus natürlichem Wollfilz mit gepolsterter, herausnehmbarer Einlegesohle und rutschfester Gummisohle.',
        description:
          'Dieser Herren-Hausschuh besteht aus atmungsaktivem, gewalktem Wollfilz, der Ihre Füße an kalten Abenden warm hält, ohne dass sie schwitzen. Der weiche Filz passt sich mit der Zeit Ihrer Fußform an, und die geräumige Zehenbox lässt den Zehen viel Platz.\n\nDie gepolsterte Einlegesohle mit sanfter Fußgewölbestütze ist herausnehmbar, sodass Sie sie lüften oder durch Ihre eigene orthopädische Einlage ersetzen können. Die flexible Gummisohle greift gut auf Fliesen und Holzböden, und den Filz können Sie einfach ausbürsten oder punktuell mit einem feuchten Tuch reinigen.',
      },
      en: {
        title: "Men's Wool Felt Slipper",
        summary: "Warm men's slipper made of natural wool felt, with a cushioned removable insole and a non-slip rubber sole.",
        description:
          "This men's slipper is made of breathable boiled wool felt that keeps your feet warm on cold evenings without making them sweat. The soft felt gradually adapts to the shape of your foot, and the roomy toe box gives your toes plenty of space.\n\nThe cushioned insole with a gentle arch contour is removable, so you can air it or replace it with your own orthotic insole. The flexible rubber sole grips well on tiles and wooden floors, and the felt can simply be brushed or spot-cleaned with a damp cloth.",
      },
      cs: {
        title: 'Pánské plstěné bačkory z vlny',
        summary: 'Teplé pánské bačkory z přírodní vlněné plsti s měkkou vyjímatelnou stélkou a protiskluzovou gumovou podrážkou.',
        description:
          'Tyto pánské bačkory jsou vyrobené z prodyšné valchované vlněné plsti, která vám za chladných večerů udrží nohy v teple, aniž by se potily. Měkká plsť se postupně přizpůsobí tvaru chodidla a prostorná špička dává prstům dostatek místa.\n\nMěkká stélka s jemnou oporou klenby je vyjímatelná, takže ji můžete vyvětrat nebo nahradit vlastní ortopedickou vložkou. Pružná gumová podrážka dobře drží na dlažbě i dřevěné podlaze a plsť stačí vykartáčovat nebo místně očistit vlhkým hadříkem.',
      },
      es: {
        title: 'Pantuflas de fieltro de lana para hombre',
        summary:
          'Pantuflas cálidas para hombre de fieltro de lana natural, con plantilla acolchada extraíble y suela de goma antideslizante.',
        description:
          'Estas pantuflas para hombre están hechas de fieltro de lana abatanada y transpirable, que mantiene los pies calientes en las noches frías sin que suden. El fieltro suave se adapta poco a poco a la forma del pie y la puntera amplia deja mucho espacio a los dedos.\n\nLa plantilla acolchada con un suave soporte del arco es extraíble, así que puedes airearla o sustituirla por tu propia plantilla ortopédica. La suela flexible de goma se agarra bien a baldosas y suelos de madera, y el fieltro se limpia con un cepillo o, si hay alguna mancha, con un paño húmedo.',
      },
      fr: {
        title: 'Chaussons homme en feutre de laine',
        summary:
          'Chaussons chauds pour homme en feutre de laine naturelle, avec semelle intérieure amovible rembourrée et semelle antidérapante.',
        description:
          "Ces chaussons pour homme sont fabriqués en feutre de laine bouillie respirant, qui garde vos pieds au chaud lors des soirées fraîches sans les faire transpirer. Le feutre souple épouse peu à peu la forme du pied, et l'avant-pied spacieux laisse beaucoup de place aux orteils.\n\nLa semelle intérieure rembourrée, avec un léger soutien de la voûte plantaire, est amovible : vous pouvez l'aérer ou la remplacer par votre propre semelle orthopédique. La semelle extérieure souple en caoutchouc adhère bien au carrelage et au parquet, et le feutre se nettoie d'un coup de brosse ou localement avec un chiffon humide.",
      },
      hu: {
        title: 'Férfi gyapjúfilc papucs',
        summary: 'Meleg férfi papucs természetes gyapjúfilcből, párnázott, kivehető talpbetéttel és csúszásmentes gumitalppal.',
        description:
          'Ez a férfi papucs légáteresztő, kallózott gyapjúfilcből készül, amely hideg estéken is melegen tartja a lábat anélkül, hogy az izzadna. A puha filc idővel felveszi a láb formáját, a tágas orrész pedig bőven hagy helyet a lábujjaknak.\n\nA párnázott, enyhe boltozattámaszt nyújtó talpbetét kivehető, így kiszellőztethető, vagy saját ortopéd betétre cserélhető. A rugalmas gumitalp jól tapad csempén és fapadlón, a filcet pedig elég kikefélni, a foltokat pedig nedves ruhával áttörölni.',
      },
      ja: {
        title: 'メンズ ウールフェルト ルームシューズ',
        summary: '取り外せるクッションインソールと滑りにくいラバーソールを備えた、天然ウールフェルトの暖かいメンズルームシューズです。',
        description:
          '通気性に優れた縮絨ウールフェルトを使用し、寒い夜も足をしっかり温めながら蒸れにくいのが特長です。柔らかなフェルトは履くほどに足の形になじみ、ゆったりとしたつま先部分で指が窮屈になりません。\n\n土踏まずをやさしく支えるクッションインソールは取り外し可能で、陰干ししたり、お手持ちのインソールに入れ替えたりできます。しなやかなラバーソールはタイルやフローリングでも滑りにくく、フェルトはブラッシングや固く絞った布での部分拭きでお手入れできます。',
      },
      ro: {
        title: 'Papuci de casă bărbătești din fetru de lână',
        summary:
          'Papuci de casă călduroși pentru bărbați, din fetru natural de lână, cu branț moale detașabil și talpă antiderapantă din cauciuc.',
        description:
          'Acești papuci pentru bărbați sunt realizați din fetru de lână presată, respirabil, care vă ține picioarele calde în serile reci fără ca acestea să transpire. Fetrul moale se adaptează treptat la forma piciorului, iar vârful încăpător lasă degetelor suficient spațiu.\n\nBranțul moale, cu un sprijin ușor pentru arcul plantar, este detașabil, astfel încât îl puteți aerisi sau înlocui cu propriul branț ortopedic. Talpa flexibilă din cauciuc aderă bine pe gresie și pe parchet, iar fetrul se curăță simplu cu o perie sau local, cu o cârpă umedă.',
      },
      sk: {
        title: 'Pánske plstené papuče z vlny',
        summary: 'Teplé pánske papuče z prírodnej vlnenej plsti s mäkkou vyberateľnou stielkou a protišmykovou gumovou podrážkou.',
        description:
          'Tieto pánske papuče sú vyrobené z priedušnej valchovanej vlnenej plsti, ktorá vám počas chladných večerov udrží nohy v teple bez toho, aby sa potili. Mäkká plsť sa postupne prispôsobí tvaru chodidla a priestranná špička dáva prstom dostatok miesta.\n\nMäkká stielka s jemnou oporou klenby je vyberateľná, takže ju môžete vyvetrať alebo nahradiť vlastnou ortopedickou vložkou. Pružná gumová podrážka dobre drží na dlažbe aj drevenej podlahe a plsť stačí vykefovať alebo lokálne očistiť vlhkou handričkou.',
      },
      pl: {
        title: 'Męskie kapcie z wełnianego filcu',
        summary: 'Ciepłe męskie kapcie z naturalnego filcu wełnianego z miękką, wyjmowaną wkładką i antypoślizgową gumową podeszwą.',
        description:
          'Te męskie kapcie wykonano z oddychającego, folowanego filcu wełnianego, który w chłodne wieczory utrzymuje stopy w cieple, nie powodując ich pocenia się. Miękki filc z czasem dopasowuje się do kształtu stopy, a przestronny nosek zapewnia palcom dużo miejsca.\n\nAmortyzująca wkładka z delikatnym wsparciem łuku stopy jest wyjmowana, więc można ją przewietrzyć lub zastąpić własną wkładką ortopedyczną. Elastyczna gumowa podeszwa dobrze trzyma się płytek i drewnianej podłogi, a filc wystarczy wyszczotkować lub miejscowo przetrzeć wilgotną ściereczką.',
      },
    },
  },
  {
    sku: 'CMF-118',
    sizeChart: 'unisex',
    featuredRank: 18,
    createdAt: '2025-07-22',
    colours: ['grey', 'navy', 'burgundy'],
    sizes: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'],
    prices: {
      EUR: { amount: 5995, compareAt: null },
      USD: { amount: 6495, compareAt: null },
      CZK: { amount: 149000, compareAt: null },
      GBP: { amount: 4995, compareAt: null },
      HUF: { amount: 22990, compareAt: null },
      JPY: { amount: 9900, compareAt: null },
      RON: { amount: 29999, compareAt: null },
      PLN: { amount: 25999, compareAt: null },
      AUD: { amount: 9995, compareAt: null },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 10, badge: 'great_offer' },
      { quantity: 3, percentOff: 20, badge: 'most_popular' },
      { quantity: 4, percentOff: 30, badge: 'biggest_savings' },
    ],
    collections: ['slippers', 'orthopaedic', 'diabetic'],
    text: {
      de: {
        title: 'Orthopädischer Hausschuh mit geschlossener Ferse',
        summary:
          'Orthopädischer Hausschuh mit geschlossener Ferse, verstellbarem Klettverschluss und nahtlosem Innenfutter für sicheren Halt zu Hause.',
        description:
          'Die geschlossene Fersenkappe gibt Ihrem Fuß festen Halt, sodass Sie sicher durch die Wohnung gehen, statt zu schlurfen. Mit dem breiten Klettverschluss passen Sie die Weite über dem Spann individuell an – praktisch, wenn die Füße im Laufe des Tages anschwellen.\n\nDas nahtlose, weiche Jersey-Innenfutter vermeidet Druckstellen, daher eignet sich der Hausschuh gut für empfindliche Füße und für Diabetiker. Die herausnehmbare, anatomisch geformte Einlegesohle stützt das Fußgewölbe, und die rutschfeste Gummisohle sorgt für einen stabilen Schritt auf glatten Böden.',
      },
      en: {
        title: 'Closed-Back Orthopaedic House Slipper',
        summary:
          'Orthopaedic house slipper with a closed heel, adjustable touch-fastening strap and seamless lining for secure comfort at home.',
        description:
          'The closed heel counter holds your foot securely, so you can walk around the house with confidence instead of shuffling. A wide touch-fastening strap lets you adjust the fit over the instep, which is handy when your feet swell during the day.\n\nInside, a seamless soft jersey lining avoids pressure points, making the slipper well suited to sensitive and diabetic feet. The removable, anatomically shaped insole supports the arch, and the non-slip rubber sole gives you a stable step on smooth floors.',
      },
      cs: {
        title: 'Ortopedické bačkory s uzavřenou patou',
        summary: 'Ortopedické bačkory s uzavřenou patou, nastavitelným páskem na suchý zip a bezešvou podšívkou pro jistý krok doma.',
        description:
          'Uzavřená pata pevně drží chodidlo, takže se po domě pohybujete jistě a nešoupete nohama. Širokým páskem na suchý zip si upravíte šířku přes nárt, což oceníte, když vám během dne nohy otékají.\n\nBezešvá podšívka z měkkého úpletu zabraňuje otlakům, proto jsou bačkory vhodné i pro citlivé nohy a pro diabetiky. Vyjímatelná anatomicky tvarovaná stélka podpírá klenbu a protiskluzová gumová podrážka zajistí stabilní krok na hladké podlaze.',
      },
      es: {
        title: 'Zapatilla de casa ortopédica con talón cerrado',
        summary:
          'Zapatilla de casa ortopédica con talón cerrado, cierre autoadherente ajustable y forro sin costuras para caminar seguro en casa.',
        description:
          'El contrafuerte cerrado sujeta bien el pie, para que te muevas por casa con seguridad en lugar de arrastrar los pies. La ancha tira autoadherente permite ajustar el ancho sobre el empeine, algo muy práctico cuando los pies se hinchan a lo largo del día.\n\nEl forro interior de punto suave y sin costuras evita puntos de presión, por lo que la zapatilla es adecuada para pies sensibles y personas con diabetes. La plantilla extraíble de forma anatómica sujeta el arco, y la suela de goma antideslizante ofrece un paso estable en suelos lisos.',
      },
      fr: {
        title: 'Chausson orthopédique à talon fermé',
        summary:
          'Chausson orthopédique à talon fermé, avec bride auto-agrippante réglable et doublure sans coutures pour marcher en sécurité chez soi.',
        description:
          "Le contrefort fermé maintient bien le pied, pour vous déplacer chez vous en toute sécurité au lieu de traîner les pieds. La large bride auto-agrippante permet d'ajuster le volume sur le cou-de-pied, ce qui est pratique lorsque les pieds gonflent au fil de la journée.\n\nLa doublure douce en jersey, sans coutures, évite les points de pression : le chausson convient ainsi aux pieds sensibles et aux personnes diabétiques. La semelle intérieure anatomique amovible soutient la voûte plantaire, et la semelle en caoutchouc antidérapante assure un pas stable sur les sols lisses.",
      },
      hu: {
        title: 'Zárt sarkú ortopéd papucs',
        summary: 'Ortopéd papucs zárt sarokkal, állítható tépőzáras pánttal és varrás nélküli béléssel a biztos otthoni lépésekért.',
        description:
          'A zárt, merevített sarokrész stabilan tartja a lábat, így magabiztosan, csoszogás nélkül járhat otthon. A széles tépőzáras pánttal a rüszt feletti bőség egyénileg állítható, ami különösen hasznos, ha a láb napközben megduzzad.\n\nA varrás nélküli, puha kötött bélés megelőzi a nyomási pontok kialakulását, ezért a papucs érzékeny lábra és cukorbetegek számára is jó választás. A kivehető, anatómiailag formázott talpbetét alátámasztja a lábboltozatot, a csúszásmentes gumitalp pedig stabil lépést biztosít sima padlón.',
      },
      ja: {
        title: 'かかとまで包むケアルームシューズ',
        summary:
          'かかとまで包むクローズドタイプに、調節できる面ファスナーと縫い目のない裏地を備えた、室内で安心して歩けるケアルームシューズです。',
        description:
          'かかとをしっかり包むクローズドタイプなので足元が安定し、すり足にならずに室内を安心して歩けます。幅広の面ファスナーで甲まわりのフィット感を調節でき、一日のうちに足がむくんだときにも便利です。\n\n縫い目のない柔らかなニット裏地は圧迫や擦れを抑え、敏感な足や糖尿病の方の足にも適しています。取り外し可能な立体インソールが土踏まずを支え、滑りにくいラバーソールがフローリングでも安定した歩行をサポートします。',
      },
      ro: {
        title: 'Papuci ortopedici cu călcâi închis',
        summary:
          'Papuci de casă ortopedici cu călcâi închis, baretă reglabilă cu arici și căptușeală fără cusături, pentru pași siguri acasă.',
        description:
          'Contrafortul închis ține piciorul ferm, astfel încât vă deplasați prin casă cu siguranță, fără să vă târșâiți picioarele. Bareta lată cu arici vă permite să reglați lățimea peste rist, lucru util atunci când picioarele se umflă pe parcursul zilei.\n\nCăptușeala moale din tricot, fără cusături, previne punctele de presiune, de aceea papucii sunt potriviți și pentru picioarele sensibile sau ale persoanelor cu diabet. Branțul detașabil, cu formă anatomică, susține arcul plantar, iar talpa antiderapantă din cauciuc asigură un pas stabil pe pardoselile netede.',
      },
      sk: {
        title: 'Ortopedické papuče s uzavretou pätou',
        summary: 'Ortopedické papuče s uzavretou pätou, nastaviteľným remienkom na suchý zips a bezšvovou podšívkou pre istý krok doma.',
        description:
          'Uzavretá päta pevne drží chodidlo, takže sa po dome pohybujete isto a nešúchate nohami. Širokým remienkom na suchý zips si upravíte šírku cez priehlavok, čo oceníte, keď vám počas dňa opúchajú nohy.\n\nBezšvová podšívka z mäkkej pleteniny zabraňuje otlakom, preto sú papuče vhodné aj pre citlivé nohy a pre diabetikov. Vyberateľná anatomicky tvarovaná stielka podopiera klenbu a protišmyková gumová podrážka zaistí stabilný krok na hladkej podlahe.',
      },
      pl: {
        title: 'Ortopedyczne kapcie z zakrytą piętą',
        summary:
          'Ortopedyczne kapcie z zakrytą piętą, regulowanym zapięciem na rzep i bezszwową podszewką, zapewniające pewny krok w domu.',
        description:
          'Zakryty, usztywniony zapiętek stabilnie trzyma stopę, dzięki czemu poruszasz się po domu pewnie, zamiast szurać nogami. Szeroki pasek na rzep pozwala dopasować obwód na podbiciu, co przydaje się, gdy stopy puchną w ciągu dnia.\n\nBezszwowa podszewka z miękkiej dzianiny zapobiega otarciom i uciskom, dlatego kapcie sprawdzą się także u osób z wrażliwymi stopami i cukrzycą. Wyjmowana, anatomicznie wyprofilowana wkładka podpiera łuk stopy, a antypoślizgowa gumowa podeszwa zapewnia stabilny krok na gładkiej podłodze.',
      },
    },
  },
  {
    sku: 'CMF-119',
    sizeChart: 'women',
    featuredRank: 19,
    createdAt: '2025-08-05',
    colours: ['white', 'pink', 'grey'],
    sizes: ['36', '37', '38', '39', '40', '41', '42'],
    prices: {
      EUR: { amount: 7995, compareAt: 9995 },
      USD: { amount: 8495, compareAt: 10995 },
      CZK: { amount: 199000, compareAt: 249000 },
      GBP: { amount: 6495, compareAt: 8495 },
      HUF: { amount: 30990, compareAt: 39990 },
      JPY: { amount: 12900, compareAt: 16900 },
      RON: { amount: 38999, compareAt: 50999 },
      PLN: { amount: 33999, compareAt: 43999 },
      AUD: { amount: 12995, compareAt: 16495 },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 20, badge: 'most_popular' },
      { quantity: 3, percentOff: 30, badge: 'biggest_savings' },
    ],
    collections: ['sneakers'],
    text: {
      de: {
        title: 'Leichter Damen-Sneaker aus Strick',
        summary:
          'Atmungsaktiver, federleichter Damen-Sneaker aus Strick mit gepolsterter, herausnehmbarer Einlegesohle für den ganzen Tag.',
        description:
          'Das dehnbare Strickobermaterial umschließt den Fuß wie eine Socke und bewegt sich bei jedem Schritt mit, ohne an Zehen oder Ferse zu scheuern. Es ist sehr atmungsaktiv, sodass Ihre Füße auch an warmen Tagen frisch bleiben.\n\nDie gepolsterte, herausnehmbare Einlegesohle mit sanfter Fußgewölbestütze lässt sich gegen Ihre eigene Einlage austauschen. Die leichte, flexible Sohle mit griffigem Profil macht den Sneaker zum idealen Alltagsbegleiter, und das Obermaterial können Sie von Hand mit milder Seifenlauge reinigen.',
      },
      en: {
        title: "Women's Lightweight Knit Sneaker",
        summary: "Breathable, feather-light women's knit sneaker with a cushioned removable insole for comfortable all-day walking.",
        description:
          'The stretchy knitted upper hugs your foot like a sock and flexes with every step without rubbing at the toes or heel. It is highly breathable, so your feet stay fresh even on warm days.\n\nThe cushioned removable insole with gentle arch support can be swapped for your own orthotic. The light, flexible sole with a grippy tread makes this sneaker a great everyday companion, and the upper can be hand-washed with mild soapy water.',
      },
      cs: {
        title: 'Dámské lehké pletené tenisky',
        summary: 'Prodyšné a lehoučké dámské pletené tenisky s měkkou vyjímatelnou stélkou pro pohodlnou celodenní chůzi.',
        description:
          'Pružný pletený svršek obepne nohu jako ponožka a poddá se každému kroku, aniž by dřel na prstech nebo na patě. Je velmi prodyšný, takže nohy zůstanou svěží i v teplých dnech.\n\nMěkkou vyjímatelnou stélku s jemnou oporou klenby můžete vyměnit za vlastní ortopedickou vložku. Lehká a ohebná podrážka s přilnavým vzorkem dělá z tenisek ideálního každodenního společníka a svršek lze ručně vyprat ve vlažné vodě s jemným mýdlem.',
      },
      es: {
        title: 'Zapatillas de punto ligeras para mujer',
        summary:
          'Zapatillas de punto para mujer, transpirables y ultraligeras, con plantilla acolchada extraíble para caminar cómoda todo el día.',
        description:
          'La parte superior de punto elástico envuelve el pie como un calcetín y se flexiona con cada paso sin rozar los dedos ni el talón. Es muy transpirable, así que tus pies se mantienen frescos incluso en los días de calor.\n\nLa plantilla acolchada extraíble con un suave soporte del arco se puede cambiar por tu propia plantilla ortopédica. La suela ligera y flexible con dibujo adherente las convierte en unas compañeras ideales para el día a día, y la parte superior se puede lavar a mano con agua tibia y jabón suave.',
      },
      fr: {
        title: 'Baskets légères en maille pour femme',
        summary:
          'Baskets femme en maille, respirantes et ultralégères, avec semelle intérieure amovible rembourrée pour marcher confortablement toute la journée.',
        description:
          "La tige en maille extensible enveloppe le pied comme une chaussette et accompagne chaque pas sans frotter aux orteils ni au talon. Très respirante, elle garde vos pieds au frais même par temps chaud.\n\nLa semelle intérieure amovible et rembourrée, avec un léger soutien de la voûte plantaire, peut être remplacée par votre propre semelle orthopédique. La semelle légère et souple, au relief adhérent, en fait des compagnes idéales au quotidien, et la tige se lave à la main à l'eau tiède savonneuse.",
      },
      hu: {
        title: 'Könnyű kötött női sportcipő',
        summary: 'Légáteresztő, pehelykönnyű kötött női sportcipő párnázott, kivehető talpbetéttel a kényelmes, egész napos járáshoz.',
        description:
          'A rugalmas kötött felsőrész zokniként öleli körül a lábat, és minden lépéssel együtt mozog anélkül, hogy a lábujjakat vagy a sarkat dörzsölné. Kiválóan szellőzik, így a láb meleg napokon is friss marad.\n\nA párnázott, kivehető, enyhe boltozattámaszt nyújtó talpbetét saját ortopéd betétre cserélhető. A könnyű, hajlékony, jól tapadó mintázatú talp ideális mindennapi társsá teszi a cipőt, a felsőrész pedig kézzel, langyos, enyhén szappanos vízben tisztítható.',
      },
      ja: {
        title: 'レディース 軽量ニットスニーカー',
        summary: '通気性に優れた超軽量のレディースニットスニーカーで、取り外せるクッションインソールが一日中の快適な歩行を支えます。',
        description:
          '伸縮性のあるニットアッパーが靴下のように足を包み込み、一歩ごとにしなやかに動くので、つま先やかかとが擦れにくい設計です。通気性が高く、暖かい日でも足元を快適に保ちます。\n\n土踏まずをやさしく支えるクッションインソールは取り外せるので、お手持ちのインソールに交換することもできます。グリップ力のある軽くしなやかなソールで毎日のお出かけに最適で、アッパーはぬるま湯と中性洗剤で手洗いできます。',
      },
      ro: {
        title: 'Pantofi sport ușori din tricot pentru femei',
        summary:
          'Pantofi sport pentru femei din tricot respirabil, foarte ușori, cu branț moale detașabil pentru mers confortabil toată ziua.',
        description:
          'Partea superioară elastică din tricot îmbracă piciorul ca o șosetă și se îndoaie odată cu fiecare pas, fără să roadă la degete sau la călcâi. Este foarte respirabilă, astfel încât picioarele rămân proaspete chiar și în zilele călduroase.\n\nBranțul moale detașabil, cu sprijin ușor pentru arcul plantar, poate fi înlocuit cu propriul branț ortopedic. Talpa ușoară și flexibilă, cu profil aderent, îi face niște însoțitori ideali pentru fiecare zi, iar partea superioară se spală manual cu apă călduță și săpun delicat.',
      },
      sk: {
        title: 'Dámske ľahké pletené tenisky',
        summary: 'Priedušné a ľahučké dámske pletené tenisky s mäkkou vyberateľnou stielkou na pohodlnú celodennú chôdzu.',
        description:
          'Pružný pletený zvršok obopne nohu ako ponožka a poddá sa každému kroku bez toho, aby odieral prsty alebo pätu. Je veľmi priedušný, takže nohy zostanú svieže aj v teplých dňoch.\n\nMäkkú vyberateľnú stielku s jemnou oporou klenby môžete vymeniť za vlastnú ortopedickú vložku. Ľahká a ohybná podrážka s priľnavým vzorom robí z tenisiek ideálneho každodenného spoločníka a zvršok môžete ručne oprať vo vlažnej vode s jemným mydlom.',
      },
      pl: {
        title: 'Lekkie damskie buty sportowe z dzianiny',
        summary:
          'Przewiewne, ultralekkie damskie buty z dzianiny z amortyzującą, wyjmowaną wkładką do wygodnego chodzenia przez cały dzień.',
        description:
          'Elastyczna cholewka z dzianiny otula stopę jak skarpetka i pracuje razem z nią przy każdym kroku, nie ocierając palców ani pięty. Jest bardzo przewiewna, dzięki czemu stopy pozostają świeże nawet w ciepłe dni.\n\nAmortyzującą, wyjmowaną wkładkę z delikatnym wsparciem łuku stopy można wymienić na własną wkładkę ortopedyczną. Lekka, elastyczna podeszwa z przyczepnym bieżnikiem sprawia, że to idealne buty na co dzień, a cholewkę można prać ręcznie w letniej wodzie z łagodnym mydłem.',
      },
    },
  },
  {
    sku: 'CMF-120',
    sizeChart: 'men',
    featuredRank: 20,
    createdAt: '2025-09-11',
    colours: ['black', 'navy', 'grey'],
    sizes: ['40', '41', '42', '43', '44', '45', '46'],
    prices: {
      EUR: { amount: 10995, compareAt: 13995 },
      USD: { amount: 11995, compareAt: 14995 },
      CZK: { amount: 279000, compareAt: 349000 },
      GBP: { amount: 9495, compareAt: 11995 },
      HUF: { amount: 42990, compareAt: 53990 },
      JPY: { amount: 17900, compareAt: 22900 },
      RON: { amount: 54999, compareAt: 68999 },
      PLN: { amount: 47999, compareAt: 59999 },
      AUD: { amount: 17995, compareAt: 22995 },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 15, badge: 'great_offer' },
      { quantity: 3, percentOff: 25, badge: 'big_discount' },
    ],
    collections: ['sneakers', 'orthopaedic'],
    text: {
      de: {
        title: 'Herren-Laufschuh mit Fersenunterstützung',
        summary:
          'Herren-Laufschuh mit tiefer Fersenschale, fester Fußgewölbestütze und extra Dämpfung für Läufer mit empfindlichen Fersen.',
        description:
          'Dieser Laufschuh wurde für Männer entwickelt, deren Fersen besondere Aufmerksamkeit brauchen, zum Beispiel bei Plantarfasziitis. Eine tiefe Fersenschale und eine feste Fersenkappe stabilisieren den Fuß, während die dicke, gedämpfte Zwischensohle jeden Aufsatz abfedert.\n\nDie herausnehmbare Einlegesohle mit ausgeprägter Fußgewölbestütze kann durch eine individuell angefertigte Einlage ersetzt werden. Das atmungsaktive Obermaterial aus Netzgewebe, der gepolsterte Schaftrand und die strapazierfähige, rutschfeste Laufsohle machen den Schuh zum Laufen und für lange Spaziergänge geeignet.',
      },
      en: {
        title: "Men's Running Shoe with Heel Support",
        summary: "Men's running shoe with a deep heel cup, firm arch support and extra cushioning for runners with sensitive heels.",
        description:
          'This running shoe was designed for men whose heels need extra care, for example with plantar fasciitis. A deep heel cup and a firm heel counter keep the foot stable, while the thick cushioned midsole softens every landing.\n\nThe removable insole with pronounced arch support can be replaced with a custom orthotic. A breathable mesh upper, a padded collar and a durable non-slip outsole make the shoe suitable for both running and long walks.',
      },
      cs: {
        title: 'Pánská běžecká obuv s oporou paty',
        summary: 'Pánská běžecká obuv s hlubokým lůžkem paty, pevnou oporou klenby a zvýšeným tlumením pro běžce s citlivými patami.',
        description:
          'Tato běžecká obuv byla navržena pro muže, jejichž paty potřebují zvláštní péči, například při plantární fasciitidě. Hluboké lůžko paty a pevná opatka drží chodidlo stabilně, zatímco silná tlumicí mezipodešev změkčí každý došlap.\n\nVyjímatelnou stélku s výraznou oporou klenby lze nahradit ortopedickou vložkou na míru. Prodyšný síťovaný svršek, polstrovaný límec a odolná protiskluzová podešev dělají z obuvi vhodnou volbu pro běh i dlouhé procházky.',
      },
      es: {
        title: 'Zapatillas para correr con soporte de talón',
        summary:
          'Zapatillas para correr de hombre con talonera profunda, firme soporte del arco y amortiguación extra para talones sensibles.',
        description:
          'Estas zapatillas para correr se han diseñado para hombres cuyos talones necesitan un cuidado especial, por ejemplo en caso de fascitis plantar. La talonera profunda y el contrafuerte firme estabilizan el pie, mientras que la gruesa mediasuela amortiguada suaviza cada pisada.\n\nLa plantilla extraíble con un marcado soporte del arco se puede sustituir por una plantilla ortopédica a medida. La parte superior de malla transpirable, el cuello acolchado y la resistente suela antideslizante hacen que sean adecuadas tanto para correr como para largos paseos.',
      },
      fr: {
        title: 'Chaussures de course homme avec maintien du talon',
        summary:
          'Chaussures de course pour homme avec coque de talon profonde, soutien plantaire ferme et amorti renforcé pour les talons sensibles.',
        description:
          "Ces chaussures de course ont été conçues pour les hommes dont les talons demandent une attention particulière, par exemple en cas de fasciite plantaire. Une coque de talon profonde et un contrefort rigide stabilisent le pied, tandis que l'épaisse semelle intermédiaire amortissante adoucit chaque réception.\n\nLa semelle intérieure amovible, au soutien de voûte prononcé, peut être remplacée par une semelle orthopédique sur mesure. La tige respirante en filet, le col rembourré et la semelle extérieure antidérapante et résistante les rendent adaptées à la course comme aux longues promenades.",
      },
      hu: {
        title: 'Férfi futócipő extra sarokalátámasztással',
        summary: 'Férfi futócipő mély sarokcsészével, erős boltozattámasszal és extra párnázással az érzékeny sarkú futóknak.',
        description:
          'Ezt a futócipőt olyan férfiaknak terveztük, akiknek a sarka különös odafigyelést igényel, például talpi bőnyegyulladás esetén. A mély sarokcsésze és a merev sarokkéreg stabilan tartja a lábat, a vastag, párnázott középtalp pedig tompítja a lépések ütését.\n\nA kivehető, hangsúlyos boltozattámaszt nyújtó talpbetét egyedi ortopéd betétre cserélhető. A légáteresztő hálós felsőrész, a párnázott bokarész és a tartós, csúszásmentes külső talp futáshoz és hosszú sétákhoz egyaránt alkalmassá teszi a cipőt.',
      },
      ja: {
        title: 'メンズ かかとサポート ランニングシューズ',
        summary:
          '深いヒールカップとしっかりしたアーチサポート、厚めのクッションを備えた、かかとが敏感なランナー向けのメンズランニングシューズです。',
        description:
          '足底筋膜炎などでかかとに特に気を配りたい男性ランナーのために設計したランニングシューズです。深いヒールカップと硬めのヒールカウンターが足を安定させ、厚手のクッションミッドソールが着地の衝撃をやわらげます。\n\nしっかりとしたアーチサポート付きのインソールは取り外し可能で、オーダーメイドのインソールにも入れ替えられます。通気性のよいメッシュアッパー、クッション入りの履き口、耐久性のある滑りにくいアウトソールで、ランニングにも長時間のウォーキングにも対応します。',
      },
      ro: {
        title: 'Pantofi de alergare bărbătești cu sprijin pentru călcâi',
        summary:
          'Pantofi de alergare pentru bărbați, cu cupă adâncă pentru călcâi, sprijin ferm pentru arc și amortizare suplimentară pentru călcâie sensibile.',
        description:
          'Acești pantofi de alergare au fost concepuți pentru bărbații ale căror călcâie au nevoie de o grijă deosebită, de exemplu în caz de fasciită plantară. Cupa adâncă pentru călcâi și contrafortul rigid stabilizează piciorul, iar talpa intermediară groasă, cu amortizare, atenuează fiecare pas.\n\nBranțul detașabil, cu sprijin pronunțat pentru arcul plantar, poate fi înlocuit cu un branț ortopedic realizat la comandă. Partea superioară respirabilă din plasă, gulerul căptușit și talpa rezistentă, antiderapantă îi fac potriviți atât pentru alergare, cât și pentru plimbări lungi.',
      },
      sk: {
        title: 'Pánska bežecká obuv s oporou päty',
        summary: 'Pánska bežecká obuv s hlbokým lôžkom päty, pevnou oporou klenby a zvýšeným tlmením pre bežcov s citlivými pätami.',
        description:
          'Táto bežecká obuv bola navrhnutá pre mužov, ktorých päty potrebujú osobitnú starostlivosť, napríklad pri plantárnej fasciitíde. Hlboké lôžko päty a spevnená pätová časť držia chodidlo stabilne, zatiaľ čo hrubá tlmiaca medzipodrážka zmäkčí každý došľap.\n\nVyberateľnú stielku s výraznou oporou klenby môžete nahradiť ortopedickou vložkou na mieru. Priedušný sieťovaný zvršok, polstrovaný lem a odolná protišmyková podrážka robia z obuvi vhodnú voľbu na beh aj dlhé prechádzky.',
      },
      pl: {
        title: 'Męskie buty do biegania ze wsparciem pięty',
        summary:
          'Męskie buty do biegania z głęboką miseczką pięty, mocnym wsparciem łuku stopy i dodatkową amortyzacją dla wrażliwych pięt.',
        description:
          'Te buty do biegania zaprojektowano z myślą o mężczyznach, których pięty potrzebują szczególnej troski, na przykład przy zapaleniu rozcięgna podeszwowego. Głęboka miseczka pięty i sztywny zapiętek stabilizują stopę, a gruba amortyzująca międzypodeszwa łagodzi każde lądowanie.\n\nWyjmowaną wkładkę z wyraźnym wsparciem łuku stopy można zastąpić wkładką ortopedyczną wykonaną na miarę. Oddychająca siateczkowa cholewka, wyściełany kołnierz i wytrzymała antypoślizgowa podeszwa sprawiają, że buty sprawdzą się zarówno podczas biegania, jak i długich spacerów.',
      },
    },
  },
  {
    sku: 'CMF-121',
    sizeChart: 'unisex',
    featuredRank: 21,
    createdAt: '2025-10-02',
    colours: ['black', 'white', 'blue'],
    sizes: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'],
    prices: {
      EUR: { amount: 10495, compareAt: null },
      USD: { amount: 11495, compareAt: null },
      CZK: { amount: 269000, compareAt: null },
      GBP: { amount: 8995, compareAt: null },
      HUF: { amount: 40990, compareAt: null },
      JPY: { amount: 16900, compareAt: null },
      RON: { amount: 52999, compareAt: null },
      PLN: { amount: 45999, compareAt: null },
      AUD: { amount: 17495, compareAt: null },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 10, badge: 'most_popular' },
      { quantity: 3, percentOff: 20, badge: 'big_discount' },
      { quantity: 4, percentOff: 35, badge: 'biggest_savings' },
    ],
    collections: ['sneakers', 'orthopaedic'],
    text: {
      de: {
        title: 'Bequemer Freizeitschuh mit Abrollsohle',
        summary:
          'Bequemer Freizeitschuh mit gebogener Abrollsohle für sanftes Abrollen von der Ferse bis zu den Zehen, mit herausnehmbarer Einlegesohle.',
        description:
          'Die gebogene Abrollsohle führt Ihren Fuß natürlich vom Fersenaufsatz bis zum Abdruck über die Zehen, sodass sich der Fuß bei jedem Schritt weniger stark beugen muss. Dadurch fühlt sich das Gehen runder an, besonders auf langen Strecken oder bei steifen Zehengelenken.\n\nDie geräumige Zehenbox, der gepolsterte Schaftrand und das nahtlose Innenfutter sorgen stundenlang für eine angenehme Passform. Die herausnehmbare Einlegesohle lässt sich durch Ihre eigene Einlage ersetzen, und die rutschhemmende Laufsohle bietet guten Halt auf Gehwegen und Feldwegen.',
      },
      en: {
        title: 'Rocker-Sole Walking Sneaker',
        summary:
          'Walking sneaker with a curved rocker sole that helps your foot roll smoothly from heel to toe, plus a cushioned removable insole.',
        description:
          'The curved rocker sole guides your foot naturally from heel strike to toe-off, so the foot has to bend less with each step. Walking feels smoother as a result, especially over long distances or if your toe joints are stiff.\n\nThe roomy toe box, padded collar and seamless lining keep the fit comfortable for hours. The removable insole can be replaced with your own orthotic, and the slip-resistant outsole provides good grip on pavements and paths.',
      },
      cs: {
        title: 'Vycházkové tenisky s odvalovací podrážkou',
        summary: 'Vycházkové tenisky se zaoblenou odvalovací podrážkou pro plynulý krok od paty ke špičce a s měkkou vyjímatelnou stélkou.',
        description:
          'Zaoblená odvalovací podrážka přirozeně vede chodidlo od došlapu na patu až k odrazu ze špičky, takže se noha při každém kroku musí méně ohýbat. Chůze je díky tomu plynulejší, zejména na delší vzdálenosti nebo při ztuhlých kloubech prstů.\n\nProstorná špička, polstrovaný límec a bezešvá podšívka zajistí pohodlí i po mnoho hodin. Vyjímatelnou stélku můžete nahradit vlastní ortopedickou vložkou a protiskluzová podešev dobře drží na chodnících i polních cestách.',
      },
      es: {
        title: 'Zapatillas para caminar con suela balancín',
        summary:
          'Zapatillas para caminar con suela balancín curvada que ayuda a que el pie ruede suavemente del talón a los dedos, con plantilla extraíble.',
        description:
          'La suela balancín curvada guía el pie de forma natural desde el apoyo del talón hasta el impulso con los dedos, de modo que el pie tiene que flexionarse menos en cada paso. Así, caminar resulta más fluido, sobre todo en distancias largas o si tienes rigidez en las articulaciones de los dedos.\n\nLa puntera amplia, el cuello acolchado y el forro sin costuras mantienen la comodidad durante horas. La plantilla extraíble se puede sustituir por tu propia plantilla ortopédica, y la suela antideslizante ofrece buen agarre en aceras y caminos.',
      },
      fr: {
        title: 'Baskets de marche à semelle incurvée',
        summary:
          'Baskets de marche à semelle incurvée qui aide le pied à dérouler en douceur du talon aux orteils, avec semelle intérieure amovible.',
        description:
          "La semelle incurvée, dite à bascule, guide naturellement le pied de l'attaque du talon jusqu'à la propulsion par les orteils, si bien que le pied doit moins se plier à chaque pas. La marche paraît ainsi plus fluide, surtout sur de longues distances ou en cas de raideur des articulations des orteils.\n\nL'avant-pied spacieux, le col rembourré et la doublure sans coutures assurent un confort qui dure des heures. La semelle intérieure amovible peut être remplacée par votre propre semelle orthopédique, et la semelle extérieure antidérapante offre une bonne adhérence sur les trottoirs et les chemins.",
      },
      hu: {
        title: 'Gördülőtalpú kényelmes sétacipő',
        summary:
          'Kényelmes sétacipő ívelt gördülőtalppal, amely segíti a láb egyenletes átgördülését saroktól lábujjig, kivehető talpbetéttel.',
        description:
          'Az ívelt gördülőtalp természetes módon vezeti a lábat a sarok letételétől a lábujjakról való elrugaszkodásig, így a lábnak minden lépésnél kevésbé kell hajlania. Ettől a járás gördülékenyebbnek érződik, különösen hosszabb távon vagy merev lábujjízületek esetén.\n\nA tágas orrész, a párnázott bokarész és a varrás nélküli bélés órákon át kényelmes illeszkedést biztosít. A kivehető talpbetét saját ortopéd betétre cserélhető, a csúszásgátló külső talp pedig jól tapad járdán és földúton.',
      },
      ja: {
        title: 'ロッカーソール ウォーキングスニーカー',
        summary:
          'カーブしたロッカーソールがかかとからつま先へのスムーズな重心移動を助ける、取り外し可能なインソール付きのウォーキングスニーカーです。',
        description:
          'カーブしたロッカーソールが、かかとの着地からつま先での蹴り出しまで足を自然に導くため、一歩ごとに足を大きく曲げる必要がありません。長い距離を歩くときや、足指の関節がこわばりがちな方にも、なめらかな歩き心地を感じていただけます。\n\nゆったりとしたつま先、クッション入りの履き口、縫い目のない裏地で、長時間でも快適なフィット感が続きます。インソールは取り外してお手持ちのインソールに交換でき、滑りにくいアウトソールが舗装路や遊歩道でしっかりグリップします。',
      },
      ro: {
        title: 'Pantofi sport de mers cu talpă curbată',
        summary:
          'Pantofi sport de mers cu talpă curbată, care ajută la o derulare lină a pasului de la călcâi la vârf, și cu branț detașabil.',
        description:
          'Talpa curbată ghidează piciorul în mod natural de la așezarea călcâiului până la desprinderea de pe vârfuri, astfel încât piciorul trebuie să se îndoaie mai puțin la fiecare pas. Mersul devine astfel mai fluid, mai ales pe distanțe lungi sau dacă aveți articulațiile degetelor rigide.\n\nVârful încăpător, gulerul căptușit și căptușeala fără cusături oferă confort ore în șir. Branțul detașabil poate fi înlocuit cu propriul branț ortopedic, iar talpa antiderapantă asigură o aderență bună pe trotuare și alei.',
      },
      sk: {
        title: 'Vychádzkové tenisky s odvaľovacou podrážkou',
        summary:
          'Vychádzkové tenisky so zaoblenou odvaľovacou podrážkou pre plynulý krok od päty k špičke a s mäkkou vyberateľnou stielkou.',
        description:
          'Zaoblená odvaľovacia podrážka prirodzene vedie chodidlo od došľapu na pätu až po odraz zo špičky, takže sa noha pri každom kroku musí menej ohýbať. Chôdza je vďaka tomu plynulejšia, najmä na dlhšie vzdialenosti alebo pri stuhnutých kĺboch prstov.\n\nPriestranná špička, polstrovaný lem a bezšvová podšívka zaistia pohodlie aj počas mnohých hodín. Vyberateľnú stielku môžete nahradiť vlastnou ortopedickou vložkou a protišmyková podrážka dobre drží na chodníkoch aj poľných cestách.',
      },
      pl: {
        title: 'Buty spacerowe z podeszwą kołyskową',
        summary:
          'Buty spacerowe z zaokrągloną podeszwą kołyskową, która ułatwia płynne przetaczanie stopy od pięty do palców, i z wyjmowaną wkładką.',
        description:
          'Zaokrąglona podeszwa kołyskowa prowadzi stopę naturalnie od postawienia pięty aż do odbicia z palców, dzięki czemu przy każdym kroku stopa musi mniej się zginać. Chód staje się przez to płynniejszy, zwłaszcza na długich dystansach lub przy sztywnych stawach palców.\n\nPrzestronny nosek, wyściełany kołnierz i bezszwowa podszewka zapewniają komfort przez wiele godzin. Wyjmowaną wkładkę można zastąpić własną wkładką ortopedyczną, a antypoślizgowa podeszwa dobrze trzyma się chodników i ścieżek.',
      },
    },
  },
  {
    sku: 'CMF-122',
    sizeChart: 'women',
    featuredRank: 22,
    createdAt: '2025-10-19',
    colours: ['grey', 'taupe', 'olive'],
    sizes: ['36', '37', '38', '39', '40', '41', '42'],
    prices: {
      EUR: { amount: 12995, compareAt: 15495 },
      USD: { amount: 13995, compareAt: 16995 },
      CZK: { amount: 319000, compareAt: 389000 },
      GBP: { amount: 10995, compareAt: 13495 },
      HUF: { amount: 49990, compareAt: 60990 },
      JPY: { amount: 20900, compareAt: 25900 },
      RON: { amount: 63999, compareAt: 77999 },
      PLN: { amount: 55999, compareAt: 67999 },
      AUD: { amount: 21495, compareAt: 25995 },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 15, badge: 'most_popular' },
      { quantity: 3, percentOff: 25, badge: 'big_discount' },
    ],
    collections: ['boots'],
    text: {
      de: {
        title: 'Wasserdichter Komfort-Wanderstiefel für Damen',
        summary:
          'Wasserdichter Damen-Wanderstiefel mit atmungsaktiver Membran, gepolsterter Einlegesohle mit Gewölbestütze und griffiger, rutschfester Sohle.',
        description:
          'Eine wasserdichte, atmungsaktive Membran hält Ihre Füße bei Regen und nassem Gras trocken, während das Obermaterial aus Veloursleder und Textil angenehm leicht bleibt. Der gepolsterte Schaftrand und die gepolsterte Zunge schützen den Knöchel und beugen Scheuerstellen auf längeren Touren vor.\n\nDie herausnehmbare Einlegesohle mit Fußgewölbestütze dämpft jeden Schritt und kann durch eine orthopädische Einlage ersetzt werden. Die Gummilaufsohle mit tiefem Profil greift auf Waldwegen und Schotter, und Schnürhaken im oberen Bereich ermöglichen eine präzise Schnürung.',
      },
      en: {
        title: "Women's Waterproof Comfort Hiking Boot",
        summary: "Women's waterproof hiking boot with a breathable membrane, cushioned arch-support insole and grippy non-slip outsole.",
        description:
          'A waterproof, breathable membrane keeps your feet dry in the rain and on wet grass, while the suede and textile upper stays pleasantly light. The padded collar and tongue protect the ankle and help prevent rubbing on longer hikes.\n\nThe removable insole with arch support cushions every step and can be replaced with an orthotic insole. The deep-lugged rubber outsole grips on forest trails and gravel, and hooks at the top let you fine-tune the lacing.',
      },
      cs: {
        title: 'Dámské nepromokavé turistické boty',
        summary:
          'Dámské nepromokavé turistické boty s prodyšnou membránou, měkkou stélkou s oporou klenby a přilnavou protiskluzovou podešví.',
        description:
          'Nepromokavá a prodyšná membrána udrží nohy v suchu v dešti i v mokré trávě, zatímco svršek ze semiše a textilu zůstává příjemně lehký. Polstrovaný límec a jazyk chrání kotník a zabraňují odírání na delších túrách.\n\nVyjímatelná stélka s oporou klenby tlumí každý krok a lze ji nahradit ortopedickou vložkou. Gumová podešev s hlubokým vzorkem drží na lesních cestách i štěrku a háčky v horní části umožňují přesně nastavit šněrování.',
      },
      es: {
        title: 'Botas de montaña impermeables para mujer',
        summary:
          'Botas de montaña impermeables para mujer con membrana transpirable, plantilla acolchada con soporte del arco y suela antideslizante.',
        description:
          'Una membrana impermeable y transpirable mantiene tus pies secos con lluvia y hierba mojada, mientras que la parte superior de ante y tejido sigue siendo agradablemente ligera. El cuello y la lengüeta acolchados protegen el tobillo y evitan rozaduras en las rutas largas.\n\nLa plantilla extraíble con soporte del arco amortigua cada paso y se puede sustituir por una plantilla ortopédica. La suela de goma con tacos profundos se agarra bien en senderos de bosque y grava, y los ganchos superiores permiten ajustar los cordones con precisión.',
      },
      fr: {
        title: 'Chaussures de randonnée imperméables pour femme',
        summary:
          'Chaussures de randonnée femme imperméables avec membrane respirante, semelle intérieure amortissante et semelle antidérapante.',
        description:
          "Une membrane imperméable et respirante garde vos pieds au sec sous la pluie et dans l'herbe mouillée, tandis que la tige en daim et textile reste agréablement légère. Le col et la languette rembourrés protègent la cheville et évitent les frottements lors des longues randonnées.\n\nLa semelle intérieure amovible avec soutien de la voûte plantaire amortit chaque pas et peut être remplacée par une semelle orthopédique. La semelle en caoutchouc aux crampons profonds accroche sur les sentiers forestiers et le gravier, et les crochets en haut de la tige permettent un laçage précis.",
      },
      hu: {
        title: 'Női vízálló kényelmi túrabakancs',
        summary:
          'Női vízálló túrabakancs légáteresztő membránnal, párnázott, boltozattámaszos talpbetéttel és jól tapadó, csúszásmentes talppal.',
        description:
          'A vízálló, légáteresztő membrán esőben és nedves fűben is szárazon tartja a lábat, a velúrbőr és textil felsőrész pedig kellemesen könnyű marad. A párnázott szár és nyelv védi a bokát, és megelőzi a kidörzsölődést a hosszabb túrákon.\n\nA kivehető, boltozattámaszos talpbetét minden lépést tompít, és ortopéd betétre cserélhető. A mély mintázatú gumitalp jól tapad erdei ösvényeken és kavicsos úton, a felső fűzőhorgok pedig pontos fűzést tesznek lehetővé.',
      },
      ja: {
        title: 'レディース 防水コンフォート トレッキングブーツ',
        summary:
          '透湿防水メンブレン、アーチサポート付きクッションインソール、滑りにくいアウトソールを備えたレディース防水トレッキングブーツです。',
        description:
          '透湿性のある防水メンブレンが雨や濡れた草地でも足をドライに保ち、スエードとテキスタイルのアッパーは軽やかな履き心地です。クッション入りの履き口とタンが足首を守り、長めのハイキングでも擦れにくくなっています。\n\n土踏まずを支えるインソールは一歩ごとの衝撃をやわらげ、取り外してお手持ちのインソールに交換することもできます。深い凹凸のラバーアウトソールは林道や砂利道でもしっかりグリップし、上部のフックで靴ひもを細かく調整できます。',
      },
      ro: {
        title: 'Bocanci de drumeție impermeabili pentru femei',
        summary:
          'Bocanci de drumeție impermeabili pentru femei, cu membrană respirabilă, branț moale cu sprijin pentru arc și talpă antiderapantă.',
        description:
          'Membrana impermeabilă și respirabilă vă menține picioarele uscate pe ploaie și prin iarba udă, iar partea superioară din piele întoarsă și material textil rămâne plăcut de ușoară. Gulerul și limba căptușite protejează glezna și previn frecarea în drumețiile mai lungi.\n\nBranțul detașabil cu sprijin pentru arcul plantar amortizează fiecare pas și poate fi înlocuit cu un branț ortopedic. Talpa din cauciuc cu crampoane adânci aderă pe potecile din pădure și pe pietriș, iar cârligele din partea de sus permit reglarea precisă a șireturilor.',
      },
      sk: {
        title: 'Dámske nepremokavé turistické topánky',
        summary:
          'Dámske nepremokavé turistické topánky s priedušnou membránou, mäkkou stielkou s oporou klenby a priľnavou protišmykovou podrážkou.',
        description:
          'Nepremokavá a priedušná membrána udrží nohy v suchu v daždi aj v mokrej tráve, zatiaľ čo zvršok zo semišu a textilu zostáva príjemne ľahký. Polstrovaný lem a jazyk chránia členok a zabraňujú odieraniu na dlhších túrach.\n\nVyberateľná stielka s oporou klenby tlmí každý krok a dá sa nahradiť ortopedickou vložkou. Gumová podrážka s hlbokým vzorom drží na lesných chodníkoch aj štrku a háčiky v hornej časti umožňujú presne nastaviť šnurovanie.',
      },
      pl: {
        title: 'Damskie wodoodporne buty trekkingowe',
        summary:
          'Damskie wodoodporne buty trekkingowe z oddychającą membraną, amortyzującą wkładką ze wsparciem łuku i przyczepną podeszwą.',
        description:
          'Wodoodporna, oddychająca membrana chroni stopy przed deszczem i mokrą trawą, a cholewka z zamszu i tkaniny pozostaje przyjemnie lekka. Wyściełany kołnierz i język chronią kostkę i zapobiegają otarciom podczas dłuższych wędrówek.\n\nWyjmowana wkładka ze wsparciem łuku stopy amortyzuje każdy krok i można ją zastąpić wkładką ortopedyczną. Gumowa podeszwa z głębokim bieżnikiem dobrze trzyma się leśnych ścieżek i żwiru, a haczyki w górnej części pozwalają precyzyjnie dopasować sznurowanie.',
      },
    },
  },
  {
    sku: 'CMF-123',
    sizeChart: 'men',
    featuredRank: 23,
    createdAt: '2025-11-03',
    colours: ['brown', 'olive', 'black'],
    sizes: ['40', '41', '42', '43', '44', '45', '46'],
    prices: {
      EUR: { amount: 13495, compareAt: 16495 },
      USD: { amount: 14495, compareAt: 17995 },
      CZK: { amount: 329000, compareAt: 409000 },
      GBP: { amount: 11495, compareAt: 13995 },
      HUF: { amount: 51990, compareAt: 64990 },
      JPY: { amount: 21900, compareAt: 26900 },
      RON: { amount: 66999, compareAt: 82999 },
      PLN: { amount: 57999, compareAt: 71999 },
      AUD: { amount: 21995, compareAt: 27495 },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 10, badge: 'great_offer' },
      { quantity: 3, percentOff: 20, badge: 'biggest_savings' },
    ],
    collections: ['boots'],
    text: {
      de: {
        title: 'Wasserdichter Komfort-Wanderstiefel für Herren',
        summary:
          'Wasserdichter Herren-Wanderstiefel aus Leder mit weiter Zehenbox, herausnehmbarer Einlegesohle mit Gewölbestütze und rutschfester Sohle.',
        description:
          'Das Obermaterial aus Nubukleder mit wasserdichter, atmungsaktiver Membran hält Ihre Füße auf regnerischen Wegen und im Matsch trocken. Eine verstärkte Zehenkappe und ein gepolsterter Schaftrand schützen den Fuß, während die weite Zehenbox den Zehen beim Abstieg Platz lässt.\n\nDie herausnehmbare, gepolsterte Einlegesohle mit Fußgewölbestütze macht lange Tage auf den Beinen angenehmer. Die Gummilaufsohle mit tiefem Profil bietet zuverlässigen Halt auf Fels und nassem Untergrund; das Leder einfach ausbürsten und ab und zu mit Lederpflege behandeln.',
      },
      en: {
        title: "Men's Waterproof Comfort Hiking Boot",
        summary: "Men's waterproof leather hiking boot with a wide toe box, removable arch-support insole and a sturdy non-slip outsole.",
        description:
          'The nubuck leather upper with a waterproof, breathable membrane keeps your feet dry on rainy trails and in mud. A reinforced toe cap and padded collar protect the foot, while the wide toe box gives your toes room on descents.\n\nInside, a removable cushioned insole with arch support makes long days on your feet more comfortable. The rubber outsole with a deep tread gives reliable grip on rock and wet ground; simply brush the leather clean and treat it with a leather care product from time to time.',
      },
      cs: {
        title: 'Pánské nepromokavé turistické boty',
        summary:
          'Pánské nepromokavé kožené turistické boty s prostornou špičkou, vyjímatelnou stélkou s oporou klenby a pevnou protiskluzovou podešví.',
        description:
          'Svršek z nubukové kůže s nepromokavou a prodyšnou membránou udrží nohy v suchu na deštivých stezkách i v blátě. Zpevněná špička a polstrovaný límec chrání chodidlo, zatímco prostorná přední část dává prstům dost místa při sestupu.\n\nVyjímatelná měkká stélka s oporou klenby zpříjemní dlouhé dny na nohou. Gumová podešev s hlubokým vzorkem spolehlivě drží na skále i mokrém terénu; kůži stačí očistit kartáčem a občas ošetřit přípravkem na kůži.',
      },
      es: {
        title: 'Botas de montaña impermeables para hombre',
        summary:
          'Botas de montaña de piel impermeables para hombre, con puntera amplia, plantilla extraíble con soporte del arco y suela antideslizante.',
        description:
          'La parte superior de nobuk con membrana impermeable y transpirable mantiene tus pies secos en senderos lluviosos y en el barro. La puntera reforzada y el cuello acolchado protegen el pie, mientras que la parte delantera amplia deja espacio a los dedos en las bajadas.\n\nLa plantilla extraíble acolchada con soporte del arco hace más cómodos los días largos de pie. La suela de goma con dibujo profundo ofrece un agarre fiable sobre roca y terreno mojado; basta con cepillar la piel y tratarla de vez en cuando con un producto para el cuidado del cuero.',
      },
      fr: {
        title: 'Chaussures de randonnée imperméables pour homme',
        summary:
          'Chaussures de randonnée homme en cuir imperméable, avec avant-pied large, semelle amovible avec soutien plantaire et semelle antidérapante.',
        description:
          "La tige en cuir nubuck dotée d'une membrane imperméable et respirante garde vos pieds au sec sur les sentiers pluvieux et dans la boue. Un bout renforcé et un col rembourré protègent le pied, tandis que l'avant-pied large laisse de la place aux orteils dans les descentes.\n\nÀ l'intérieur, une semelle amovible rembourrée avec soutien de la voûte plantaire rend les longues journées debout plus confortables. La semelle en caoutchouc à crampons profonds offre une accroche fiable sur la roche et les sols mouillés ; il suffit de brosser le cuir et de le nourrir de temps en temps avec un produit d'entretien.",
      },
      hu: {
        title: 'Férfi vízálló kényelmi túrabakancs',
        summary:
          'Férfi vízálló bőr túrabakancs tágas orrésszel, kivehető, boltozattámaszos talpbetéttel és strapabíró, csúszásmentes talppal.',
        description:
          'A vízálló, légáteresztő membránnal ellátott nubukbőr felsőrész esős ösvényeken és sárban is szárazon tartja a lábat. A megerősített orrmerevítő és a párnázott szár védi a lábat, a tágas orrész pedig lefelé haladva is elegendő helyet hagy a lábujjaknak.\n\nA kivehető, párnázott, boltozattámaszos talpbetét kényelmesebbé teszi a hosszú, talpon töltött napokat. A mély mintázatú gumitalp megbízhatóan tapad sziklán és nedves talajon; a bőrt elég kefével letisztítani, és időnként bőrápolóval kezelni.',
      },
      ja: {
        title: 'メンズ 防水コンフォート トレッキングブーツ',
        summary:
          'ゆったりとしたつま先、取り外せるアーチサポートインソール、頑丈で滑りにくいアウトソールを備えたメンズ防水レザートレッキングブーツです。',
        description:
          '透湿防水メンブレンを備えたヌバックレザーのアッパーが、雨の山道やぬかるみでも足をドライに保ちます。補強されたトゥキャップとクッション入りの履き口が足を守り、幅広のつま先部分で下り坂でも指が当たりにくい設計です。\n\nアーチサポート付きのクッションインソールは取り外し可能で、長時間立ち続ける日も快適に過ごせます。深い溝のラバーアウトソールは岩場や濡れた地面でも確かなグリップを発揮し、レザーはブラッシングと時々の保革クリームでお手入れできます。',
      },
      ro: {
        title: 'Bocanci de drumeție impermeabili pentru bărbați',
        summary:
          'Bocanci de drumeție din piele, impermeabili, pentru bărbați, cu vârf lat, branț detașabil cu sprijin pentru arc și talpă antiderapantă.',
        description:
          'Partea superioară din piele nubuc, cu membrană impermeabilă și respirabilă, vă menține picioarele uscate pe potecile ploioase și prin noroi. Bombeul întărit și gulerul căptușit protejează piciorul, iar vârful lat lasă degetelor spațiu la coborâre.\n\nÎn interior, branțul detașabil și moale, cu sprijin pentru arcul plantar, face mai confortabile zilele lungi petrecute în picioare. Talpa din cauciuc cu profil adânc oferă o aderență sigură pe stâncă și pe teren umed; pielea se curăță simplu cu peria și se tratează din când în când cu o cremă de îngrijire.',
      },
      sk: {
        title: 'Pánske nepremokavé turistické topánky',
        summary:
          'Pánske nepremokavé kožené turistické topánky s priestrannou špičkou, vyberateľnou stielkou s oporou klenby a pevnou protišmykovou podrážkou.',
        description:
          'Zvršok z nubukovej kože s nepremokavou a priedušnou membránou udrží nohy v suchu na daždivých chodníkoch aj v blate. Spevnená špička a polstrovaný lem chránia chodidlo, zatiaľ čo priestranná predná časť dáva prstom dosť miesta pri zostupe.\n\nVyberateľná mäkká stielka s oporou klenby spríjemní dlhé dni na nohách. Gumová podrážka s hlbokým vzorom spoľahlivo drží na skale aj mokrom teréne; kožu stačí očistiť kefou a občas ošetriť prípravkom na kožu.',
      },
      pl: {
        title: 'Męskie wodoodporne buty trekkingowe',
        summary:
          'Męskie wodoodporne skórzane buty trekkingowe z szerokim noskiem, wyjmowaną wkładką ze wsparciem łuku i solidną antypoślizgową podeszwą.',
        description:
          'Cholewka z nubuku z wodoodporną, oddychającą membraną utrzymuje stopy w suchości na deszczowych szlakach i w błocie. Wzmocniony nosek i wyściełany kołnierz chronią stopę, a szeroka przednia część zostawia palcom miejsce podczas schodzenia.\n\nWyjmowana, amortyzująca wkładka ze wsparciem łuku stopy sprawia, że długie dni na nogach są wygodniejsze. Gumowa podeszwa z głębokim bieżnikiem zapewnia pewną przyczepność na skałach i mokrym podłożu; skórę wystarczy oczyścić szczotką i od czasu do czasu zaimpregnować środkiem do pielęgnacji skóry.',
      },
    },
  },
  {
    sku: 'CMF-124',
    sizeChart: 'women',
    featuredRank: 24,
    createdAt: '2025-11-27',
    colours: ['black', 'brown', 'taupe'],
    sizes: ['36', '37', '38', '39', '40', '41', '42'],
    prices: {
      EUR: { amount: 11495, compareAt: 14495 },
      USD: { amount: 12495, compareAt: 15995 },
      CZK: { amount: 289000, compareAt: 369000 },
      GBP: { amount: 9995, compareAt: 12495 },
      HUF: { amount: 44990, compareAt: 57990 },
      JPY: { amount: 18900, compareAt: 23900 },
      RON: { amount: 56999, compareAt: 73999 },
      PLN: { amount: 49999, compareAt: 63999 },
      AUD: { amount: 18995, compareAt: 24495 },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 15, badge: 'big_discount' },
      { quantity: 3, percentOff: 25, badge: 'most_popular' },
    ],
    collections: ['boots', 'wide-fit'],
    text: {
      de: {
        title: 'Gefütterte Damen-Stiefelette in extra Weite',
        summary:
          'Damen-Stiefelette in extra Weite mit kuschelig warmem Futter, praktischem Seitenreißverschluss und rutschfester Sohle für den Winter.',
        description:
          'Diese Stiefelette ist extra weit geschnitten, mit großzügiger Zehenbox und mehr Raum über dem Spann, sodass sie auch breiten Füßen und Ballenzehen bequem passt. Dank Seitenreißverschluss lässt sie sich leicht an- und ausziehen, ohne dass Sie sich lange bücken müssen.\n\nDas weiche, warme Futter hält Ihre Füße an kalten Tagen mollig, und die herausnehmbare Einlegesohle können Sie gegen Ihre eigene Einlage tauschen. Die flexible Gummisohle mit rutschhemmendem Profil sorgt für sichere Schritte auf nassen Winterwegen.',
      },
      en: {
        title: "Women's Warm-Lined Wide-Fit Ankle Boot",
        summary: "Women's wide-fit ankle boot with a cosy warm lining, easy side zip and non-slip sole for comfortable winter days.",
        description:
          'This ankle boot is cut extra wide, with a generous toe box and more room over the instep, so it comfortably fits wider feet and bunions. The side zip makes it easy to put on and take off, without having to bend down for long.\n\nThe soft, warm lining keeps your feet cosy on cold days, and the removable insole can be swapped for your own orthotic. A flexible rubber sole with an anti-slip tread gives you confident steps on wet winter pavements.',
      },
      cs: {
        title: 'Dámské zateplené kotníkové boty v širším střihu',
        summary:
          'Dámské kotníkové boty v širším střihu s hřejivou podšívkou, praktickým bočním zipem a protiskluzovou podešví pro zimní dny.',
        description:
          'Tyto kotníkové boty mají extra široký střih s prostornou špičkou a větším místem přes nárt, takže pohodlně padnou i na širší nohy a vbočené palce. Boční zip usnadňuje obouvání i zouvání, aniž byste se museli dlouho ohýbat.\n\nMěkká hřejivá podšívka udrží nohy v teple i za mrazivých dnů a vyjímatelnou stélku můžete vyměnit za vlastní ortopedickou vložku. Pružná gumová podešev s protiskluzovým vzorkem zajistí jistý krok na mokrých zimních chodnících.',
      },
      es: {
        title: 'Botines forrados de horma ancha para mujer',
        summary:
          'Botines de horma ancha para mujer con forro cálido, cómoda cremallera lateral y suela antideslizante para los días de invierno.',
        description:
          'Estos botines tienen una horma extra ancha, con puntera amplia y más espacio en el empeine, para que se adapten con comodidad a pies anchos y juanetes. La cremallera lateral facilita ponérselos y quitárselos sin tener que agacharse mucho tiempo.\n\nEl forro suave y cálido mantiene tus pies calentitos en los días fríos, y la plantilla extraíble se puede cambiar por tu propia plantilla ortopédica. La suela de goma flexible con dibujo antideslizante te da pasos seguros en las aceras mojadas de invierno.',
      },
      fr: {
        title: 'Bottines fourrées femme à chaussant large',
        summary:
          "Bottines femme à chaussant large avec doublure chaude, fermeture éclair latérale pratique et semelle antidérapante pour l'hiver.",
        description:
          'Ces bottines offrent un chaussant extra-large, avec un avant-pied généreux et plus de volume sur le cou-de-pied, pour accueillir confortablement les pieds larges et les oignons. La fermeture éclair latérale permet de les enfiler et de les retirer facilement, sans devoir se pencher longtemps.\n\nLa doublure douce et chaude garde vos pieds bien au chaud par temps froid, et la semelle intérieure amovible peut être remplacée par votre propre semelle orthopédique. La semelle souple en caoutchouc au relief antidérapant assure des pas sûrs sur les trottoirs mouillés en hiver.',
      },
      hu: {
        title: 'Bélelt, széles női bokacsizma',
        summary: 'Extra széles női bokacsizma meleg béléssel, kényelmes oldalsó cipzárral és csúszásmentes talppal a téli napokra.',
        description:
          'Ez a bokacsizma extra széles szabású, tágas orrésszel és több hellyel a rüszt felett, így széles lábra és bütykös lábujjakra is kényelmesen illeszkedik. Az oldalsó cipzárral könnyen fel- és levehető, nem kell sokáig hajolgatni.\n\nA puha, meleg bélés hideg napokon is kellemesen melegen tartja a lábat, a kivehető talpbetét pedig saját ortopéd betétre cserélhető. A rugalmas, csúszásgátló mintázatú gumitalp biztos lépést ad a nedves téli járdákon.',
      },
      ja: {
        title: 'レディース 幅広 あったか裏地ショートブーツ',
        summary: '暖かな裏地、着脱しやすいサイドファスナー、滑りにくいソールを備えた、冬の毎日に快適なレディース幅広ショートブーツです。',
        description:
          'つま先にゆとりを持たせ、甲まわりも広めにとった幅広設計なので、幅広の足や外反母趾の方にも快適にお履きいただけます。サイドファスナー付きで、長くかがまなくても簡単に脱ぎ履きできます。\n\n柔らかく暖かな裏地が寒い日も足元をぽかぽかに保ち、インソールは取り外してお手持ちのインソールに交換できます。滑りにくいパターンのしなやかなラバーソールで、濡れた冬の歩道も安心して歩けます。',
      },
      ro: {
        title: 'Botine căptușite pentru femei, cu calapod lat',
        summary:
          'Botine cu calapod lat pentru femei, cu căptușeală caldă, fermoar lateral practic și talpă antiderapantă pentru zilele de iarnă.',
        description:
          'Aceste botine au un calapod foarte lat, cu vârf încăpător și mai mult spațiu peste rist, astfel încât se potrivesc confortabil și picioarelor late sau cu monturi. Fermoarul lateral face încălțarea și descălțarea ușoare, fără să fie nevoie să vă aplecați mult timp.\n\nCăptușeala moale și caldă vă ține picioarele la căldură în zilele reci, iar branțul detașabil poate fi înlocuit cu propriul branț ortopedic. Talpa flexibilă din cauciuc, cu profil antiderapant, vă oferă pași siguri pe trotuarele ude de iarnă.',
      },
      sk: {
        title: 'Dámske zateplené členkové topánky so širším strihom',
        summary:
          'Dámske členkové topánky so širším strihom, hrejivou podšívkou, praktickým bočným zipsom a protišmykovou podrážkou na zimu.',
        description:
          'Tieto členkové topánky majú extra široký strih s priestrannou špičkou a väčším priestorom cez priehlavok, takže pohodlne sadnú aj na širšie nohy a vybočené palce. Bočný zips uľahčuje obúvanie aj vyzúvanie bez toho, aby ste sa museli dlho zohýbať.\n\nMäkká hrejivá podšívka udrží nohy v teple aj počas mrazivých dní a vyberateľnú stielku môžete vymeniť za vlastnú ortopedickú vložku. Pružná gumová podrážka s protišmykovým vzorom zaistí istý krok na mokrých zimných chodníkoch.',
      },
      pl: {
        title: 'Damskie ocieplane botki o szerokim kroju',
        summary: 'Damskie botki o poszerzonym kroju z ciepłą podszewką, wygodnym zamkiem bocznym i antypoślizgową podeszwą na zimowe dni.',
        description:
          'Te botki mają wyjątkowo szeroki krój z przestronnym noskiem i większą ilością miejsca na podbiciu, dzięki czemu wygodnie pasują także na szerokie stopy i przy haluksach. Zamek boczny ułatwia wkładanie i zdejmowanie butów bez długiego schylania się.\n\nMiękka, ciepła podszewka utrzymuje stopy w cieple w chłodne dni, a wyjmowaną wkładkę można wymienić na własną wkładkę ortopedyczną. Elastyczna gumowa podeszwa z antypoślizgowym bieżnikiem zapewnia pewny krok na mokrych zimowych chodnikach.',
      },
    },
  },
  {
    sku: 'CMF-125',
    sizeChart: 'men',
    featuredRank: 25,
    createdAt: '2025-12-15',
    colours: ['brown', 'black', 'tan'],
    sizes: ['40', '41', '42', '43', '44', '45', '46'],
    prices: {
      EUR: { amount: 12495, compareAt: null },
      USD: { amount: 13495, compareAt: null },
      CZK: { amount: 309000, compareAt: null },
      GBP: { amount: 10495, compareAt: null },
      HUF: { amount: 48990, compareAt: null },
      JPY: { amount: 19900, compareAt: null },
      RON: { amount: 61999, compareAt: null },
      PLN: { amount: 53999, compareAt: null },
      AUD: { amount: 20495, compareAt: null },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 10, badge: 'most_popular' },
      { quantity: 3, percentOff: 20, badge: 'great_offer' },
      { quantity: 4, percentOff: 30, badge: 'biggest_savings' },
    ],
    collections: ['boots'],
    text: {
      de: {
        title: 'Herren-Chelsea-Stiefelette mit Seitenreißverschluss',
        summary:
          'Klassische Herren-Chelsea-Stiefelette aus Glattleder mit Innenreißverschluss, elastischen Einsätzen und herausnehmbarer Einlegesohle.',
        description:
          'Diese Chelsea-Stiefelette verbindet eine zeitlose Optik mit Komfort für jeden Tag. Elastische Seiteneinsätze und ein praktischer Innenreißverschluss erleichtern das An- und Ausziehen, und das weiche Lederfutter fühlt sich angenehm auf der Haut an.\n\nDie herausnehmbare, gepolsterte Einlegesohle mit Fußgewölbestütze lässt sich durch Ihre eigene Einlage ersetzen. Die leichte, flexible Gummisohle mit rutschfestem Profil macht die Stiefelette fürs Büro wie fürs Wochenende passend; pflegen Sie das Leder mit einer geeigneten Creme.',
      },
      en: {
        title: "Men's Side-Zip Chelsea Boot",
        summary: "Classic men's Chelsea boot in smooth leather with an inside zip, elastic side panels and a cushioned removable insole.",
        description:
          'This Chelsea boot combines a timeless look with everyday comfort. Elastic side panels and a practical inside zip make it easy to slip on and off, and the soft leather lining feels pleasant against the skin.\n\nThe removable cushioned insole with arch support can be replaced with your own orthotic. A light, flexible rubber sole with a non-slip tread makes the boot suitable for both the office and the weekend; care for the leather with a suitable cream.',
      },
      cs: {
        title: 'Pánské kotníkové boty chelsea se zipem',
        summary:
          'Klasické pánské kotníkové boty chelsea z hladké kůže s vnitřním zipem, pružnými bočními vsadkami a měkkou vyjímatelnou stélkou.',
        description:
          'Tyto boty chelsea spojují nadčasový vzhled s každodenním pohodlím. Pružné boční vsadky a praktický vnitřní zip usnadňují obouvání i zouvání a měkká kožená podšívka je příjemná na dotek.\n\nVyjímatelnou měkkou stélku s oporou klenby můžete nahradit vlastní ortopedickou vložkou. Lehká a ohebná gumová podešev s protiskluzovým vzorkem se hodí do kanceláře i na víkend; kůži ošetřujte vhodným krémem.',
      },
      es: {
        title: 'Botines chelsea de hombre con cremallera lateral',
        summary:
          'Botines chelsea clásicos de hombre en piel lisa, con cremallera interior, elásticos laterales y plantilla acolchada extraíble.',
        description:
          'Estos botines chelsea combinan un estilo atemporal con la comodidad del día a día. Los elásticos laterales y la práctica cremallera interior facilitan ponérselos y quitárselos, y el suave forro de piel resulta agradable al tacto.\n\nLa plantilla acolchada extraíble con soporte del arco se puede sustituir por tu propia plantilla ortopédica. La suela de goma ligera y flexible con dibujo antideslizante los hace adecuados tanto para la oficina como para el fin de semana; cuida la piel con una crema adecuada.',
      },
      fr: {
        title: 'Bottines chelsea homme à zip latéral',
        summary:
          'Bottines chelsea classiques pour homme en cuir lisse, avec zip intérieur, élastiques latéraux et semelle intérieure amovible rembourrée.',
        description:
          "Ces bottines chelsea allient un style intemporel au confort de tous les jours. Les élastiques latéraux et le zip intérieur pratique facilitent l'enfilage et le retrait, et la doublure en cuir souple est agréable au contact de la peau.\n\nLa semelle intérieure amovible et rembourrée, avec soutien de la voûte plantaire, peut être remplacée par votre propre semelle orthopédique. La semelle en caoutchouc légère et souple, au relief antidérapant, convient aussi bien au bureau qu'au week-end ; entretenez le cuir avec une crème adaptée.",
      },
      hu: {
        title: 'Férfi chelsea bokacsizma oldalsó cipzárral',
        summary:
          'Klasszikus férfi chelsea bokacsizma sima bőrből, belső cipzárral, rugalmas betétekkel és párnázott, kivehető talpbetéttel.',
        description:
          'Ez a chelsea bokacsizma az időtlen megjelenést a mindennapi kényelemmel ötvözi. A rugalmas oldalbetétek és a praktikus belső cipzár megkönnyítik a fel- és levételt, a puha bőrbélés pedig kellemes érzés a bőrön.\n\nA kivehető, párnázott, boltozattámaszos talpbetét saját ortopéd betétre cserélhető. A könnyű, hajlékony, csúszásmentes mintázatú gumitalp az irodában és hétvégén is megállja a helyét; a bőrt megfelelő krémmel ápolja.',
      },
      ja: {
        title: 'メンズ ファスナー付きサイドゴアブーツ',
        summary:
          '内側ファスナーと伸縮性のあるサイドゴア、取り外せるクッションインソールを備えた、スムースレザーのクラシックなメンズサイドゴアブーツです。',
        description:
          '時代に左右されないデザインと、毎日の履きやすさを両立したサイドゴアブーツです。伸縮性のあるサイドゴアと便利な内側ファスナーで脱ぎ履きがスムーズにでき、柔らかなレザーの裏地が肌にやさしくなじみます。\n\nアーチサポート付きのクッションインソールは取り外し可能で、お手持ちのインソールにも交換できます。軽くしなやかで滑りにくいラバーソールはオフィスにも週末のお出かけにも活躍し、レザーは専用クリームでお手入れしてください。',
      },
      ro: {
        title: 'Ghete chelsea bărbătești cu fermoar lateral',
        summary: 'Ghete chelsea clasice pentru bărbați, din piele netedă, cu fermoar interior, inserții elastice și branț moale detașabil.',
        description:
          'Aceste ghete chelsea îmbină un aspect atemporal cu confortul de zi cu zi. Inserțiile elastice laterale și fermoarul interior practic ușurează încălțarea și descălțarea, iar căptușeala moale din piele este plăcută la atingere.\n\nBranțul moale detașabil, cu sprijin pentru arcul plantar, poate fi înlocuit cu propriul branț ortopedic. Talpa ușoară și flexibilă din cauciuc, cu profil antiderapant, le face potrivite atât pentru birou, cât și pentru sfârșitul de săptămână; îngrijiți pielea cu o cremă adecvată.',
      },
      sk: {
        title: 'Pánske členkové topánky chelsea so zipsom',
        summary:
          'Klasické pánske členkové topánky chelsea z hladkej kože s vnútorným zipsom, pružnými bočnými vsadkami a mäkkou vyberateľnou stielkou.',
        description:
          'Tieto topánky chelsea spájajú nadčasový vzhľad s každodenným pohodlím. Pružné bočné vsadky a praktický vnútorný zips uľahčujú obúvanie aj vyzúvanie a mäkká kožená podšívka je príjemná na dotyk.\n\nVyberateľnú mäkkú stielku s oporou klenby môžete nahradiť vlastnou ortopedickou vložkou. Ľahká a ohybná gumová podrážka s protišmykovým vzorom sa hodí do kancelárie aj na víkend; kožu ošetrujte vhodným krémom.',
      },
      pl: {
        title: 'Męskie sztyblety z zamkiem bocznym',
        summary:
          'Klasyczne męskie sztyblety z gładkiej skóry z wewnętrznym zamkiem, elastycznymi wstawkami i amortyzującą, wyjmowaną wkładką.',
        description:
          'Te sztyblety łączą ponadczasowy wygląd z codzienną wygodą. Elastyczne boczne wstawki i praktyczny zamek od wewnętrznej strony ułatwiają wkładanie i zdejmowanie, a miękka skórzana podszewka jest przyjemna w dotyku.\n\nWyjmowaną, amortyzującą wkładkę ze wsparciem łuku stopy można zastąpić własną wkładką ortopedyczną. Lekka, elastyczna gumowa podeszwa z antypoślizgowym bieżnikiem sprawdzi się zarówno w biurze, jak i w weekend; skórę pielęgnuj odpowiednim kremem.',
      },
    },
  },
  {
    sku: 'CMF-126',
    sizeChart: 'unisex',
    featuredRank: 26,
    createdAt: '2026-01-20',
    colours: ['black', 'brown'],
    sizes: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'],
    prices: {
      EUR: { amount: 11995, compareAt: 14495 },
      USD: { amount: 12995, compareAt: 15995 },
      CZK: { amount: 299000, compareAt: 369000 },
      GBP: { amount: 10495, compareAt: 12495 },
      HUF: { amount: 46990, compareAt: 57990 },
      JPY: { amount: 19900, compareAt: 23900 },
      RON: { amount: 59999, compareAt: 73999 },
      PLN: { amount: 51999, compareAt: 63999 },
      AUD: { amount: 19995, compareAt: 24495 },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 15, badge: 'great_offer' },
      { quantity: 3, percentOff: 30, badge: 'biggest_savings' },
    ],
    collections: ['boots', 'diabetic'],
    text: {
      de: {
        title: 'Warmer Winterstiefel für Diabetiker',
        summary:
          'Warmer Winterstiefel für empfindliche Füße und Diabetiker, mit nahtlosem Futter, weitem Einstieg und zwei verstellbaren Klettverschlüssen.',
        description:
          'Das warme, nahtlose Futter hat keine störenden Kanten, sodass nichts auf empfindlicher Haut drückt oder scheuert. Zwei Klettverschlüsse und ein weiter Einstieg erleichtern das Anziehen und ermöglichen es, die Weite im Laufe des Tages anzupassen.\n\nDank des extra tiefen Innenraums und der herausnehmbaren Einlegesohle finden auch individuelle orthopädische Einlagen Platz. Die dicke, rutschfeste Gummisohle mit Winterprofil isoliert gegen kalten Boden und greift gut auf Schnee.',
      },
      en: {
        title: 'Diabetic-Friendly Winter Boot',
        summary:
          'Warm winter boot for sensitive and diabetic feet, with a seamless lining, wide opening and two adjustable touch-fastening straps.',
        description:
          'The warm, seamless lining has no rough edges, so nothing presses or rubs on sensitive skin. Two touch-fastening straps and a wide opening make the boot easy to put on and let you adjust the fit throughout the day.\n\nThanks to the extra-deep interior and the removable insole, there is room for custom orthotic insoles. A thick non-slip rubber sole with a winter tread insulates against the cold ground and grips well on snow.',
      },
      cs: {
        title: 'Zimní boty pro diabetiky',
        summary:
          'Teplé zimní boty pro citlivé nohy a diabetiky s bezešvou podšívkou, širokým otvorem a dvěma nastavitelnými pásky na suchý zip.',
        description:
          'Teplá bezešvá podšívka nemá žádné hrubé hrany, takže na citlivé pokožce nic netlačí ani nedře. Dva pásky na suchý zip a široký otvor usnadňují obouvání a umožňují upravit šířku během celého dne.\n\nDíky extra hlubokému vnitřnímu prostoru a vyjímatelné stélce se do bot vejdou i ortopedické vložky na míru. Silná protiskluzová gumová podešev se zimním vzorkem izoluje od studené země a dobře drží na sněhu.',
      },
      es: {
        title: 'Botas de invierno aptas para diabéticos',
        summary:
          'Botas de invierno cálidas para pies sensibles y diabéticos, con forro sin costuras, abertura amplia y dos tiras autoadherentes ajustables.',
        description:
          'El forro cálido y sin costuras no tiene bordes ásperos, así que nada presiona ni roza la piel sensible. Las dos tiras autoadherentes y la amplia abertura facilitan ponerse la bota y permiten ajustar el ancho a lo largo del día.\n\nGracias al interior extra profundo y a la plantilla extraíble, caben también plantillas ortopédicas a medida. La gruesa suela de goma antideslizante con dibujo de invierno aísla del suelo frío y se agarra bien sobre la nieve.',
      },
      fr: {
        title: "Bottes d'hiver adaptées aux pieds diabétiques",
        summary:
          "Bottes d'hiver chaudes pour pieds sensibles et diabétiques, avec doublure sans coutures, large ouverture et deux brides auto-agrippantes.",
        description:
          "La doublure chaude et sans coutures ne présente aucune aspérité : rien ne comprime ni ne frotte la peau sensible. Les deux brides auto-agrippantes et la large ouverture facilitent l'enfilage et permettent d'ajuster le volume au fil de la journée.\n\nGrâce au volume intérieur extra-profond et à la semelle intérieure amovible, des semelles orthopédiques sur mesure trouvent facilement leur place. L'épaisse semelle antidérapante en caoutchouc, au relief hivernal, isole du sol froid et accroche bien sur la neige.",
      },
      hu: {
        title: 'Téli csizma cukorbetegeknek',
        summary:
          'Meleg téli csizma érzékeny lábra és cukorbetegeknek, varrás nélküli béléssel, széles bebújóval és két állítható tépőzáras pánttal.',
        description:
          'A meleg, varrás nélküli bélésben nincsenek durva szélek, így semmi sem nyomja vagy dörzsöli az érzékeny bőrt. A két tépőzáras pánt és a széles bebújónyílás megkönnyíti a felvételt, és lehetővé teszi, hogy a bőséget a nap folyamán igazítsa.\n\nAz extra mély belső térnek és a kivehető talpbetétnek köszönhetően egyedi ortopéd betétek is elférnek a csizmában. A vastag, csúszásmentes, téli mintázatú gumitalp szigetel a hideg talajtól, és jól tapad a havon.',
      },
      ja: {
        title: '糖尿病の方にやさしい ウィンターブーツ',
        summary:
          '縫い目のない裏地、大きく開く履き口、調節できる2本の面ファスナーを備えた、敏感な足や糖尿病の方にやさしい暖かいウィンターブーツです。',
        description:
          '暖かな裏地は縫い目がなく、ゴツゴツした部分もないため、敏感な肌を圧迫したり擦ったりしにくい仕様です。2本の面ファスナーと大きく開く履き口で脱ぎ履きがしやすく、一日の中でもフィット感を調節できます。\n\n深めの設計と取り外し可能なインソールにより、オーダーメイドのインソールも入れられます。冬用パターンの厚手で滑りにくいラバーソールが冷たい地面からの冷えを防ぎ、雪道でもしっかりグリップします。',
      },
      ro: {
        title: 'Cizme de iarnă pentru diabetici',
        summary:
          'Cizme calde de iarnă pentru picioare sensibile și persoane cu diabet, cu căptușeală fără cusături, deschidere largă și barete cu arici.',
        description:
          'Căptușeala caldă, fără cusături, nu are margini aspre, așa că nimic nu apasă și nu freacă pielea sensibilă. Cele două barete cu arici și deschiderea largă ușurează încălțarea și permit ajustarea lățimii pe parcursul zilei.\n\nDatorită interiorului foarte adânc și branțului detașabil, încap și branțuri ortopedice făcute la comandă. Talpa groasă și antiderapantă din cauciuc, cu profil de iarnă, izolează de solul rece și aderă bine pe zăpadă.',
      },
      sk: {
        title: 'Zimné topánky pre diabetikov',
        summary:
          'Teplé zimné topánky pre citlivé nohy a diabetikov s bezšvovou podšívkou, širokým otvorom a dvoma remienkami na suchý zips.',
        description:
          'Teplá bezšvová podšívka nemá žiadne hrubé hrany, takže na citlivej pokožke nič netlačí ani neodiera. Dva remienky na suchý zips a široký otvor uľahčujú obúvanie a umožňujú upraviť šírku počas celého dňa.\n\nVďaka extra hlbokému vnútornému priestoru a vyberateľnej stielke sa do topánok zmestia aj ortopedické vložky na mieru. Hrubá protišmyková gumová podrážka so zimným vzorom izoluje od studenej zeme a dobre drží na snehu.',
      },
      pl: {
        title: 'Zimowe buty dla diabetyków',
        summary:
          'Ciepłe zimowe buty dla wrażliwych stóp i diabetyków z bezszwową podszewką, szerokim wejściem i dwoma regulowanymi zapięciami na rzep.',
        description:
          'Ciepła, bezszwowa podszewka nie ma szorstkich krawędzi, więc nic nie uciska ani nie ociera wrażliwej skóry. Dwa paski na rzep i szerokie wejście ułatwiają zakładanie butów i pozwalają dopasować obwód w ciągu dnia.\n\nDzięki wyjątkowo głębokiemu wnętrzu i wyjmowanej wkładce w butach zmieszczą się także indywidualne wkładki ortopedyczne. Gruba antypoślizgowa podeszwa z zimowym bieżnikiem izoluje od zimnego podłoża i dobrze trzyma się śniegu.',
      },
    },
  },
  {
    sku: 'CMF-127',
    sizeChart: 'unisex',
    featuredRank: 27,
    createdAt: '2026-02-09',
    colours: ['black', 'white', 'navy'],
    sizes: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'],
    prices: {
      EUR: { amount: 6995, compareAt: 8495 },
      USD: { amount: 7495, compareAt: 8995 },
      CZK: { amount: 169000, compareAt: 209000 },
      GBP: { amount: 5995, compareAt: 6995 },
      HUF: { amount: 26990, compareAt: 31990 },
      JPY: { amount: 10900, compareAt: 13900 },
      RON: { amount: 33999, compareAt: 40999 },
      PLN: { amount: 29999, compareAt: 35999 },
      AUD: { amount: 11495, compareAt: 13495 },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 20, badge: 'most_popular' },
      { quantity: 3, percentOff: 25, badge: 'great_offer' },
      { quantity: 4, percentOff: 35, badge: 'biggest_savings' },
    ],
    collections: ['orthopaedic'],
    text: {
      de: {
        title: 'Rutschfester Berufsclog mit Fußbett',
        summary:
          'Leichter Berufsclog mit rutschhemmender Sohle, anatomischem Fußbett und geschlossener Zehenpartie für lange Schichten im Stehen.',
        description:
          'Entwickelt für alle, die den ganzen Tag stehen und gehen, etwa im Krankenhaus, in der Küche oder im Salon. Das anatomisch geformte Fußbett stützt das Fußgewölbe, und die gepolsterte Ferse federt jeden Schritt auf harten Böden ab.\n\nDie rutschhemmende Laufsohle bietet Halt auf nassen und glatten Flächen, und die geschlossene Zehenpartie schützt vor Stößen. Der Clog ist leicht und lässt sich einfach abwischen; der schwenkbare Fersenriemen kann für mehr Halt nach hinten geklappt werden.',
      },
      en: {
        title: 'Non-Slip Work Clog',
        summary: 'Lightweight work clog with a slip-resistant sole, anatomical footbed and closed toe for long shifts on your feet.',
        description:
          'Designed for people who stand and walk all day, for example in hospitals, kitchens or salons. The anatomically shaped footbed supports the arch, and the cushioned heel softens every step on hard floors.\n\nThe slip-resistant outsole grips on wet and smooth surfaces, and the closed toe protects against knocks. The clog is lightweight and easy to wipe clean, and the pivoting heel strap can be flipped back for extra hold.',
      },
      cs: {
        title: 'Protiskluzové pracovní pantofle s uzavřenou špičkou',
        summary:
          'Lehké pracovní pantofle s protiskluzovou podešví, anatomicky tvarovanou stélkou a uzavřenou špičkou pro dlouhé směny na nohou.',
        description:
          'Jsou určené pro všechny, kdo celý den stojí a chodí, například v nemocnici, v kuchyni nebo v salonu. Anatomicky tvarovaná stélka podpírá klenbu a polstrovaná pata tlumí každý krok na tvrdé podlaze.\n\nProtiskluzová podešev drží na mokrém i hladkém povrchu a uzavřená špička chrání před nárazy. Pantofle jsou lehké a snadno se otřou. Otočný pásek přes patu můžete pro lepší oporu překlopit dozadu.',
      },
      es: {
        title: 'Zuecos de trabajo antideslizantes',
        summary: 'Zuecos de trabajo ligeros con suela antideslizante, plantilla anatómica y puntera cerrada para largos turnos de pie.',
        description:
          'Pensados para quienes pasan el día de pie y caminando, por ejemplo en hospitales, cocinas o salones de belleza. La plantilla de forma anatómica sujeta el arco y el talón acolchado amortigua cada paso sobre suelos duros.\n\nLa suela antideslizante se agarra en superficies mojadas y lisas, y la puntera cerrada protege de los golpes. Los zuecos son ligeros y fáciles de limpiar con un paño, y la tira abatible del talón puede colocarse detrás para una mayor sujeción.',
      },
      fr: {
        title: 'Sabots de travail antidérapants',
        summary:
          'Sabots de travail légers avec semelle antidérapante, lit plantaire anatomique et bout fermé pour les longues journées debout.',
        description:
          "Conçus pour celles et ceux qui restent debout et marchent toute la journée, par exemple à l'hôpital, en cuisine ou en salon. Le lit plantaire de forme anatomique soutient la voûte, et le talon amorti adoucit chaque pas sur les sols durs.\n\nLa semelle extérieure antidérapante adhère sur les surfaces mouillées et lisses, et le bout fermé protège des chocs. Légers, les sabots se nettoient d'un simple coup d'éponge, et la bride pivotante peut se placer à l'arrière pour un meilleur maintien.",
      },
      hu: {
        title: 'Csúszásmentes munkaklumpa zárt orral',
        summary: 'Könnyű munkaklumpa csúszásgátló talppal, anatómiai lábággyal és zárt orral a hosszú, állva töltött műszakokhoz.',
        description:
          'Azoknak készült, akik egész nap állnak és járnak, például kórházban, konyhában vagy szalonban. Az anatómiai formájú lábágy alátámasztja a lábboltozatot, a párnázott sarokrész pedig tompítja a lépéseket a kemény padlón.\n\nA csúszásgátló külső talp nedves és sima felületen is tapad, a zárt orr pedig véd az ütődésektől. A klumpa könnyű és egyszerűen letörölhető, az elforgatható sarokpánt pedig hátrahajtva még jobb tartást ad.',
      },
      ja: {
        title: '滑りにくい 仕事用クロッグサンダル',
        summary: '滑りにくいソール、足の形に沿うフットベッド、つま先を覆うデザインで、長時間の立ち仕事を支える軽量ワーククロッグです。',
        description:
          '病院や厨房、サロンなど、一日中立ったり歩いたりするお仕事の方のために作られました。足の形に沿ったフットベッドが土踏まずを支え、クッション性のあるかかと部分が硬い床での一歩一歩をやわらげます。\n\n滑りにくいアウトソールが濡れた床やつるつるした床でもグリップし、つま先を覆うデザインがぶつけたときの衝撃から足を守ります。軽量でサッと拭くだけでお手入れでき、かかとストラップを後ろに倒せばよりしっかりフィットします。',
      },
      ro: {
        title: 'Saboți de lucru antiderapanți',
        summary: 'Saboți de lucru ușori, cu talpă antiderapantă, pat anatomic și vârf închis, pentru ture lungi petrecute în picioare.',
        description:
          'Sunt gândiți pentru cei care stau în picioare și merg toată ziua, de exemplu în spitale, bucătării sau saloane. Patul plantar cu formă anatomică susține arcul, iar călcâiul amortizat atenuează fiecare pas pe pardoselile dure.\n\nTalpa antiderapantă aderă pe suprafețe ude și netede, iar vârful închis protejează împotriva loviturilor. Saboții sunt ușori și se curăță simplu cu o cârpă, iar bareta pivotantă poate fi trasă în spatele călcâiului pentru o susținere mai bună.',
      },
      sk: {
        title: 'Protišmyková pracovná nazúvacia obuv',
        summary:
          'Ľahká pracovná nazúvacia obuv s protišmykovou podrážkou, anatomicky tvarovanou stielkou a uzavretou špičkou na dlhé zmeny.',
        description:
          'Je určená pre všetkých, ktorí celý deň stoja a chodia, napríklad v nemocnici, v kuchyni alebo v salóne. Anatomicky tvarovaná stielka podopiera klenbu a polstrovaná päta tlmí každý krok na tvrdej podlahe.\n\nProtišmyková podrážka drží na mokrom aj hladkom povrchu a uzavretá špička chráni pred nárazmi. Obuv je ľahká a jednoducho sa utiera. Otočný remienok cez pätu môžete pre lepšiu oporu preklopiť dozadu.',
      },
      pl: {
        title: 'Antypoślizgowe chodaki robocze z zakrytymi palcami',
        summary:
          'Lekkie chodaki robocze z antypoślizgową podeszwą, anatomicznie wyprofilowaną wkładką i zakrytymi palcami na długie zmiany.',
        description:
          'Zaprojektowane dla osób, które cały dzień stoją i chodzą, na przykład w szpitalu, kuchni lub salonie. Anatomicznie wyprofilowana wkładka podpiera łuk stopy, a amortyzowana pięta łagodzi każdy krok na twardej podłodze.\n\nAntypoślizgowa podeszwa zapewnia przyczepność na mokrych i gładkich powierzchniach, a zakryte palce chronią przed uderzeniami. Chodaki są lekkie i łatwo je przetrzeć, a obrotowy pasek można przełożyć za piętę, by lepiej trzymały stopę.',
      },
    },
  },
  {
    sku: 'CMF-128',
    sizeChart: 'unisex',
    featuredRank: 28,
    createdAt: '2026-03-18',
    colours: ['black', 'olive', 'grey'],
    sizes: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'],
    prices: {
      EUR: { amount: 8995, compareAt: null },
      USD: { amount: 9995, compareAt: null },
      CZK: { amount: 229000, compareAt: null },
      GBP: { amount: 7995, compareAt: null },
      HUF: { amount: 35990, compareAt: null },
      JPY: { amount: 14900, compareAt: null },
      RON: { amount: 45999, compareAt: null },
      PLN: { amount: 39999, compareAt: null },
      AUD: { amount: 14995, compareAt: null },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 10, badge: 'great_offer' },
      { quantity: 3, percentOff: 20, badge: 'most_popular' },
    ],
    collections: ['sneakers', 'wide-fit'],
    text: {
      de: {
        title: 'Barfußschuh mit breiter Zehenbox',
        summary:
          'Flexibler Barfußschuh mit breiter, fußgerechter Zehenbox und dünner Sohle ohne Sprengung für ein natürliches Bodengefühl.',
        description:
          'Die breite, fußförmige Zehenbox lässt Ihren Zehen Raum, sich natürlich aufzufächern, statt zusammengedrückt zu werden. Die dünne, sehr flexible Sohle ohne Sprengung, also ohne erhöhte Ferse, lässt Sie den Untergrund spüren und sich natürlich bewegen.\n\nDank der herausnehmbaren Einlegesohle entscheiden Sie selbst zwischen etwas mehr Dämpfung und direkterem Bodenkontakt. Das atmungsaktive Obermaterial ist leicht und von Hand waschbar; wenn Sie bisher keine Barfußschuhe getragen haben, steigern Sie die Tragedauer schrittweise.',
      },
      en: {
        title: 'Barefoot Sneaker with Wide Toe Box',
        summary: 'Flexible barefoot sneaker with a wide, foot-shaped toe box and a thin zero-drop sole for a natural feel of the ground.',
        description:
          'The wide, foot-shaped toe box lets your toes spread out naturally instead of being squeezed together. The thin, very flexible zero-drop sole, with no raised heel, lets you feel the ground and move naturally.\n\nThe removable insole lets you choose between a little more cushioning and a more direct feel of the ground. The breathable upper is lightweight and hand-washable; if you are new to barefoot shoes, build up your wearing time gradually.',
      },
      cs: {
        title: 'Minimalistické tenisky se širokou špičkou',
        summary:
          'Ohebné minimalistické tenisky se širokou špičkou tvarovanou podle chodidla a tenkou podešví bez převýšení pro přirozený pocit z chůze.',
        description:
          'Široká špička kopírující přirozený tvar chodidla nechává prsty volně roztáhnout, místo aby je svírala. Tenká a velmi ohebná podešev bez převýšení paty vám dovolí vnímat terén a pohybovat se přirozeně.\n\nDíky vyjímatelné stélce si sami zvolíte, zda chcete o něco více tlumení, nebo přímější kontakt se zemí. Prodyšný svršek je lehký a lze jej prát ručně; pokud jste dosud bosou obuv nenosili, zvykejte si na ni postupně.',
      },
      es: {
        title: 'Zapatillas minimalistas con puntera ancha',
        summary:
          'Zapatillas minimalistas flexibles con puntera ancha en forma de pie y suela fina sin desnivel para sentir el suelo de forma natural.',
        description:
          'La puntera ancha, con la forma natural del pie, permite que los dedos se abran libremente en lugar de quedar apretados. La suela fina y muy flexible, sin desnivel entre talón y puntera, te deja sentir el terreno y moverte con naturalidad.\n\nCon la plantilla extraíble eliges entre un poco más de amortiguación o un contacto más directo con el suelo. La parte superior transpirable es ligera y se puede lavar a mano; si nunca has llevado calzado minimalista, acostúmbrate a él poco a poco.',
      },
      fr: {
        title: 'Baskets minimalistes à avant-pied large',
        summary:
          'Baskets minimalistes souples, avec avant-pied large épousant la forme du pied et semelle fine et plate pour un ressenti naturel du sol.',
        description:
          "L'avant-pied large, qui suit la forme naturelle du pied, laisse les orteils s'étaler librement au lieu de les comprimer. La semelle fine et très souple, sans surélévation du talon, vous permet de sentir le sol et de bouger naturellement.\n\nLa semelle intérieure amovible vous laisse choisir entre un peu plus d'amorti et un contact plus direct avec le sol. La tige respirante est légère et lavable à la main ; si vous n'avez jamais porté de chaussures minimalistes, habituez-vous-y progressivement.",
      },
      hu: {
        title: 'Mezítlábcipő széles orrésszel',
        summary:
          'Hajlékony mezítlábcipő széles, a láb formáját követő orrésszel és vékony, sarokemelés nélküli talppal a természetes talajérzetért.',
        description:
          'A széles, lábformájú orrész hagyja, hogy a lábujjak természetesen szétterüljenek ahelyett, hogy összenyomódnának. A vékony, nagyon hajlékony, sarokemelés nélküli talpnak köszönhetően érzi a talajt, és természetesen mozoghat.\n\nA kivehető talpbetéttel eldöntheti, hogy egy kicsit több párnázást vagy közvetlenebb talajérzetet szeretne. A légáteresztő felsőrész könnyű és kézzel mosható; ha eddig nem hordott mezítlábcipőt, fokozatosan szokjon hozzá.',
      },
      ja: {
        title: '幅広つま先 ベアフットスニーカー',
        summary:
          '足の形に沿った幅広のつま先と、かかとの高低差がない薄いソールで、地面を自然に感じられるしなやかなベアフットスニーカーです。',
        description:
          '足本来の形に沿った幅広のつま先が、指を締めつけず自然に広げられるスペースを確保します。かかとの高低差がない薄く柔軟なソールで、地面の感触を感じながら自然に動けます。\n\nインソールは取り外し可能なので、クッション性を少しプラスするか、より地面に近い感覚を楽しむかを選べます。通気性のよいアッパーは軽く手洗いも可能で、ベアフットシューズが初めての方は少しずつ慣らしながらお履きください。',
      },
      ro: {
        title: 'Pantofi minimaliști cu vârf lat',
        summary:
          'Pantofi sport minimaliști și flexibili, cu vârf lat în forma piciorului și talpă subțire, fără diferență de înălțime la călcâi.',
        description:
          'Vârful lat, care urmează forma naturală a piciorului, le permite degetelor să se răsfire liber în loc să fie strânse. Talpa subțire și foarte flexibilă, fără călcâi înălțat, vă lasă să simțiți solul și să vă mișcați natural.\n\nBranțul detașabil vă permite să alegeți între ceva mai multă amortizare și un contact mai direct cu solul. Partea superioară respirabilă este ușoară și se poate spăla de mână; dacă nu ați mai purtat încălțăminte minimalistă, obișnuiți-vă cu ea treptat.',
      },
      sk: {
        title: 'Minimalistické tenisky so širokou špičkou',
        summary:
          'Ohybné minimalistické tenisky so širokou špičkou tvarovanou podľa chodidla a tenkou podrážkou bez prevýšenia pre prirodzený pocit z chôdze.',
        description:
          'Široká špička kopírujúca prirodzený tvar chodidla necháva prsty voľne roztiahnuť namiesto toho, aby ich zvierala. Tenká a veľmi ohybná podrážka bez prevýšenia päty vám umožní vnímať terén a pohybovať sa prirodzene.\n\nVďaka vyberateľnej stielke si sami zvolíte, či chcete o niečo viac tlmenia, alebo priamejší kontakt so zemou. Priedušný zvršok je ľahký a dá sa prať ručne; ak ste doteraz bosú obuv nenosili, zvykajte si na ňu postupne.',
      },
      pl: {
        title: 'Minimalistyczne buty z szerokim noskiem',
        summary:
          'Elastyczne buty minimalistyczne z szerokim, anatomicznym noskiem i cienką podeszwą bez podwyższenia pięty dla naturalnego czucia podłoża.',
        description:
          'Szeroki nosek dopasowany do naturalnego kształtu stopy pozwala palcom swobodnie się rozłożyć, zamiast je ściskać. Cienka, bardzo elastyczna podeszwa bez podwyższenia pięty pozwala czuć podłoże i poruszać się naturalnie.\n\nWyjmowana wkładka pozwala wybrać między nieco większą amortyzacją a bardziej bezpośrednim kontaktem z podłożem. Oddychająca cholewka jest lekka i można ją prać ręcznie; jeśli dopiero zaczynasz nosić obuwie minimalistyczne, przyzwyczajaj się do niego stopniowo.',
      },
    },
  },
  {
    sku: 'CMF-129',
    sizeChart: 'unisex',
    featuredRank: 29,
    createdAt: '2026-04-23',
    colours: ['black', 'grey'],
    sizes: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'],
    prices: {
      EUR: { amount: 5495, compareAt: 6995 },
      USD: { amount: 5995, compareAt: 7495 },
      CZK: { amount: 139000, compareAt: 169000 },
      GBP: { amount: 4495, compareAt: 5995 },
      HUF: { amount: 21990, compareAt: 26990 },
      JPY: { amount: 8900, compareAt: 10900 },
      RON: { amount: 27999, compareAt: 33999 },
      PLN: { amount: 23999, compareAt: 29999 },
      AUD: { amount: 8995, compareAt: 11495 },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 15, badge: 'most_popular' },
      { quantity: 3, percentOff: 25, badge: 'big_discount' },
      { quantity: 4, percentOff: 30, badge: 'biggest_savings' },
    ],
    collections: ['diabetic', 'orthopaedic'],
    text: {
      de: {
        title: 'Verstellbarer postoperativer Verbandschuh',
        summary:
          'Verstellbarer Verbandschuh mit weit zu öffnendem Schaft und Klettverschlüssen für Verbände, Schwellungen oder empfindliche Füße.',
        description:
          'Der Schaft lässt sich fast vollständig öffnen, sodass Sie den Schuh auch über einem Verband behutsam anziehen können. Mit drei Klettverschlüssen passen Sie Weite und Höhe genau an, was bei geschwollenen Füßen hilfreich ist.\n\nDie flache, stabile und rutschfeste Sohle sorgt drinnen wie draußen für einen sicheren Schritt. Das weiche, nahtlose Innenfutter schont empfindliche Haut; halten Sie sich bei der Tragedauer stets an die Empfehlung Ihres Arztes oder Physiotherapeuten.',
      },
      en: {
        title: 'Adjustable Post-Operative Shoe',
        summary:
          'Adjustable post-operative shoe with a wide-opening upper and touch-fastening straps for dressings, swelling or sensitive feet.',
        description:
          "The upper opens almost completely, so you can put the shoe on gently, even over a dressing or bandage. Three touch-fastening straps let you adjust the width and height precisely, which helps when the foot is swollen.\n\nThe flat, stable non-slip sole gives you a secure step at home and outdoors. The soft, seamless lining is gentle on sensitive skin; always follow your doctor's or physiotherapist's advice on how long to wear the shoe.",
      },
      cs: {
        title: 'Nastavitelná pooperační obuv',
        summary: 'Nastavitelná pooperační obuv se široce rozevíratelným svrškem a pásky na suchý zip pro obvazy, otoky nebo citlivé nohy.',
        description:
          'Svršek se dá rozevřít téměř úplně, takže si obuv šetrně obujete i přes obvaz nebo bandáž. Třemi pásky na suchý zip přesně nastavíte šířku i výšku, což pomáhá, když je noha oteklá.\n\nPlochá, stabilní a protiskluzová podešev zajistí bezpečný krok doma i venku. Měkká bezešvá podšívka je šetrná k citlivé pokožce; o délce nošení se vždy řiďte doporučením lékaře nebo fyzioterapeuta.',
      },
      es: {
        title: 'Zapato postoperatorio ajustable',
        summary:
          'Zapato postoperatorio ajustable con apertura total y tiras autoadherentes, pensado para vendajes, hinchazón o pies sensibles.',
        description:
          'La parte superior se abre casi por completo, para que puedas calzarte con suavidad incluso sobre un apósito o un vendaje. Tres tiras autoadherentes permiten ajustar con precisión el ancho y la altura, algo útil cuando el pie está hinchado.\n\nLa suela plana, estable y antideslizante te da un paso seguro en casa y al aire libre. El forro suave y sin costuras es delicado con la piel sensible; sigue siempre las indicaciones de tu médico o fisioterapeuta sobre el tiempo de uso.',
      },
      fr: {
        title: 'Chaussure postopératoire réglable',
        summary:
          'Chaussure postopératoire réglable à large ouverture et brides auto-agrippantes, pour pansements, gonflements ou pieds sensibles.',
        description:
          "La tige s'ouvre presque entièrement, ce qui permet d'enfiler la chaussure en douceur, même par-dessus un pansement ou un bandage. Trois brides auto-agrippantes ajustent précisément la largeur et la hauteur, ce qui est utile lorsque le pied est gonflé.\n\nLa semelle plate, stable et antidérapante assure un pas sûr à la maison comme à l'extérieur. La doublure douce et sans coutures respecte les peaux sensibles ; suivez toujours les conseils de votre médecin ou kinésithérapeute quant à la durée de port.",
      },
      hu: {
        title: 'Állítható műtét utáni cipő',
        summary: 'Állítható műtét utáni cipő szélesre nyitható felsőrésszel és tépőzárakkal kötéshez, duzzanathoz vagy érzékeny lábhoz.',
        description:
          'A felsőrész szinte teljesen szétnyitható, így a cipő kötés vagy pólya fölé is kíméletesen felvehető. A három tépőzáras pánttal pontosan beállíthatja a szélességet és a magasságot, ami duzzadt lábnál különösen hasznos.\n\nA lapos, stabil és csúszásmentes talp otthon és a szabadban is biztos lépést ad. A puha, varrás nélküli bélés kíméli az érzékeny bőrt; a viselés időtartamáról mindig kövesse orvosa vagy gyógytornásza tanácsát.',
      },
      ja: {
        title: '調節できる 術後用シューズ',
        summary: '大きく開くアッパーと面ファスナーで、包帯やむくみ、敏感な足にも合わせて調節できる術後用シューズです。',
        description:
          'アッパーがほぼ全開になるため、ガーゼや包帯の上からでもやさしく履くことができます。3本の面ファスナーで幅と高さを細かく調節でき、足がむくんでいるときにも便利です。\n\n平らで安定感のある滑りにくいソールが、室内でも屋外でも安心な歩行をサポートします。縫い目のない柔らかな裏地は敏感な肌にやさしく、着用期間については必ず医師や理学療法士の指示に従ってください。',
      },
      ro: {
        title: 'Pantof postoperator reglabil',
        summary:
          'Pantof postoperator reglabil, cu deschidere largă și barete cu arici, pentru pansamente, umflături sau picioare sensibile.',
        description:
          'Partea superioară se deschide aproape complet, astfel încât pantoful se încalță ușor chiar și peste un pansament sau un bandaj. Cele trei barete cu arici permit reglarea precisă a lățimii și înălțimii, lucru util atunci când piciorul este umflat.\n\nTalpa plată, stabilă și antiderapantă oferă un pas sigur acasă și afară. Căptușeala moale, fără cusături, este blândă cu pielea sensibilă; respectați întotdeauna recomandările medicului sau ale kinetoterapeutului privind durata de purtare.',
      },
      sk: {
        title: 'Nastaviteľná pooperačná obuv',
        summary:
          'Nastaviteľná pooperačná obuv so široko otvárateľným zvrškom a remienkami na suchý zips na obväzy, opuchy alebo citlivé nohy.',
        description:
          'Zvršok sa dá otvoriť takmer úplne, takže si obuv šetrne obujete aj cez obväz alebo bandáž. Tromi remienkami na suchý zips presne nastavíte šírku aj výšku, čo pomáha, keď je noha opuchnutá.\n\nPlochá, stabilná a protišmyková podrážka zaistí bezpečný krok doma aj vonku. Mäkká bezšvová podšívka je šetrná k citlivej pokožke; o dĺžke nosenia sa vždy riaďte odporúčaním lekára alebo fyzioterapeuta.',
      },
      pl: {
        title: 'Regulowany but pooperacyjny',
        summary:
          'Regulowany but pooperacyjny z szeroko otwieraną cholewką i zapięciami na rzep, do opatrunków, przy obrzękach lub wrażliwych stopach.',
        description:
          'Cholewkę można otworzyć niemal całkowicie, dzięki czemu but założysz delikatnie nawet na opatrunek lub bandaż. Trzy paski na rzep pozwalają precyzyjnie dopasować szerokość i wysokość, co pomaga, gdy stopa jest obrzęknięta.\n\nPłaska, stabilna i antypoślizgowa podeszwa zapewnia bezpieczny krok w domu i na zewnątrz. Miękka, bezszwowa podszewka jest delikatna dla wrażliwej skóry; czas noszenia zawsze ustalaj zgodnie z zaleceniami lekarza lub fizjoterapeuty.',
      },
    },
  },
  {
    sku: 'CMF-130',
    sizeChart: 'women',
    featuredRank: 30,
    createdAt: '2026-05-30',
    colours: ['black', 'navy', 'burgundy'],
    sizes: ['36', '37', '38', '39', '40', '41', '42'],
    prices: {
      EUR: { amount: 8495, compareAt: 9995 },
      USD: { amount: 8995, compareAt: 10995 },
      CZK: { amount: 209000, compareAt: 249000 },
      GBP: { amount: 6995, compareAt: 8495 },
      HUF: { amount: 31990, compareAt: 39990 },
      JPY: { amount: 13900, compareAt: 16900 },
      RON: { amount: 40999, compareAt: 50999 },
      PLN: { amount: 35999, compareAt: 43999 },
      AUD: { amount: 13495, compareAt: 16495 },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 20, badge: 'big_discount' },
      { quantity: 3, percentOff: 30, badge: 'biggest_savings' },
    ],
    collections: ['wide-fit'],
    text: {
      de: {
        title: 'Bequemer Damen-Spangenschuh mit Klettriemen',
        summary:
          'Eleganter Damen-Spangenschuh mit verstellbarem Riemen über dem Spann, geräumiger Zehenbox und gepolsterter, herausnehmbarer Einlegesohle.',
        description:
          'Dieser Spangenschuh vereint eine feminine Optik mit großzügiger Passform und einer geräumigen Zehenbox, die auch breiteren Füßen entgegenkommt. Der verstellbare Klettriemen über dem Spann gibt dem Fuß sicheren Halt und lässt Sie die Passform fein einstellen.\n\nDas weiche Obermaterial aus Leder und das nahtlose Futter helfen, Druckstellen zu vermeiden, und die herausnehmbare, gepolsterte Einlegesohle mit Gewölbestütze lässt sich durch Ihre eigene Einlage ersetzen. Ein niedriger, stabiler Absatz und die rutschfeste Sohle machen den Schuh bequem fürs Büro, für Besorgungen und besondere Anlässe.',
      },
      en: {
        title: "Women's Mary Jane Comfort Shoe",
        summary: "Elegant women's Mary Jane shoe with an adjustable instep strap, roomy toe box and cushioned removable insole.",
        description:
          'This Mary Jane combines a feminine look with a generous fit and a roomy toe box that also suits wider feet. The adjustable touch-fastening strap over the instep holds the foot securely and lets you fine-tune the fit.\n\nThe soft leather upper and seamless lining help avoid pressure points, and the removable cushioned insole with arch support can be replaced with your own orthotic. A low, stable heel and a non-slip sole make the shoe comfortable for the office, errands and special occasions.',
      },
      cs: {
        title: 'Dámská pohodlná obuv s páskem přes nárt',
        summary: 'Elegantní dámská obuv s nastavitelným páskem přes nárt, prostornou špičkou a měkkou vyjímatelnou stélkou.',
        description:
          'Tato obuv s páskem přes nárt spojuje ženský vzhled s volnějším střihem a prostornou špičkou, která vyhoví i širším nohám. Nastavitelný pásek na suchý zip pevně drží chodidlo a umožní vám jemně doladit, jak bota padne.\n\nMěkký kožený svršek a bezešvá podšívka pomáhají předcházet otlakům a vyjímatelnou měkkou stélku s oporou klenby můžete nahradit vlastní ortopedickou vložkou. Nízký stabilní podpatek a protiskluzová podešev zajistí pohodlí v kanceláři, při pochůzkách i při zvláštních příležitostech.',
      },
      es: {
        title: 'Merceditas cómodas para mujer',
        summary: 'Elegantes merceditas para mujer con tira ajustable sobre el empeine, puntera amplia y plantilla acolchada extraíble.',
        description:
          'Estas merceditas combinan un aire femenino con una horma generosa y una puntera amplia que también se adapta a pies más anchos. La tira autoadherente ajustable sobre el empeine sujeta bien el pie y te permite afinar el ajuste.\n\nEl exterior de piel suave y el forro sin costuras ayudan a evitar puntos de presión, y la plantilla acolchada extraíble con soporte del arco se puede sustituir por tu propia plantilla ortopédica. El tacón bajo y estable y la suela antideslizante las hacen cómodas para la oficina, los recados y las ocasiones especiales.',
      },
      fr: {
        title: 'Babies confort pour femme',
        summary:
          'Babies élégantes pour femme avec bride réglable sur le cou-de-pied, avant-pied spacieux et semelle intérieure amovible rembourrée.',
        description:
          "Ces babies allient une allure féminine à un chaussant généreux, avec un avant-pied spacieux qui convient aussi aux pieds plus larges. La bride auto-agrippante réglable sur le cou-de-pied maintient bien le pied et permet d'ajuster finement le chaussant.\n\nLa tige en cuir souple et la doublure sans coutures aident à éviter les points de pression, et la semelle intérieure amovible rembourrée, avec soutien plantaire, peut être remplacée par votre propre semelle orthopédique. Le talon bas et stable ainsi que la semelle antidérapante les rendent confortables au bureau, pour les courses comme pour les grandes occasions.",
      },
      hu: {
        title: 'Kényelmes pántos női cipő',
        summary: 'Elegáns pántos női cipő állítható rüsztpánttal, tágas orrésszel és párnázott, kivehető talpbetéttel.',
        description:
          'Ez a pántos cipő nőies megjelenést kínál bővebb szabással és tágas orrésszel, amely a szélesebb lábnak is kényelmes. Az állítható tépőzáras rüsztpánt biztosan tartja a lábat, és lehetővé teszi az illeszkedés finomhangolását.\n\nA puha bőr felsőrész és a varrás nélküli bélés segít elkerülni a nyomási pontokat, a kivehető, párnázott, boltozattámaszos talpbetét pedig saját ortopéd betétre cserélhető. Az alacsony, stabil sarok és a csúszásmentes talp kényelmessé teszi a cipőt az irodában, ügyintézéshez és különleges alkalmakra is.',
      },
      ja: {
        title: 'レディース コンフォート ストラップシューズ',
        summary:
          '甲のストラップを調節でき、ゆったりしたつま先と取り外せるクッションインソールを備えた上品なレディースストラップシューズです。',
        description:
          '女性らしいデザインに、幅広の足にもなじむゆったりとしたつま先を組み合わせたストラップシューズです。甲の面ファスナー式ストラップが足をしっかりと固定し、フィット感を細かく調節できます。\n\n柔らかなレザーアッパーと縫い目のない裏地が圧迫感を抑え、アーチサポート付きのクッションインソールは取り外してお手持ちのインソールに交換できます。低く安定したヒールと滑りにくいソールで、オフィスにもお買い物にも特別な日にも快適に履けます。',
      },
      ro: {
        title: 'Pantofi comozi cu baretă pentru femei',
        summary: 'Pantofi eleganți pentru femei, cu baretă reglabilă peste rist, vârf încăpător și branț moale detașabil.',
        description:
          'Acești pantofi cu baretă îmbină un aspect feminin cu un calapod generos și un vârf încăpător, potrivit și pentru picioarele mai late. Bareta reglabilă cu arici peste rist ține piciorul bine fixat și vă permite să ajustați fin potrivirea.\n\nPartea superioară din piele moale și căptușeala fără cusături ajută la evitarea punctelor de presiune, iar branțul moale detașabil, cu sprijin pentru arc, poate fi înlocuit cu propriul branț ortopedic. Tocul jos și stabil și talpa antiderapantă îi fac confortabili la birou, la cumpărături și la ocazii speciale.',
      },
      sk: {
        title: 'Dámske pohodlné topánky s remienkom cez priehlavok',
        summary: 'Elegantné dámske topánky s nastaviteľným remienkom cez priehlavok, priestrannou špičkou a mäkkou vyberateľnou stielkou.',
        description:
          'Tieto topánky s remienkom cez priehlavok spájajú ženský vzhľad s pohodlným, voľnejším strihom a priestrannou špičkou, ktorá vyhovie aj širším nohám. Nastaviteľný remienok na suchý zips pevne drží chodidlo a umožní vám jemne doladiť, ako topánka sadne.\n\nMäkký kožený zvršok a bezšvová podšívka pomáhajú predchádzať otlakom a vyberateľnú mäkkú stielku s oporou klenby môžete nahradiť vlastnou ortopedickou vložkou. Nízky stabilný podpätok a protišmyková podrážka zaistia pohodlie v kancelárii, pri vybavovaní aj pri slávnostných príležitostiach.',
      },
      pl: {
        title: 'Wygodne damskie półbuty z paskiem',
        summary: 'Eleganckie damskie półbuty z regulowanym paskiem na podbiciu, przestronnym noskiem i amortyzującą, wyjmowaną wkładką.',
        description:
          'Te półbuty z paskiem łączą kobiecy wygląd z luźniejszym krojem i przestronnym noskiem, który sprawdzi się także przy szerszych stopach. Regulowany pasek na rzep na podbiciu pewnie trzyma stopę i pozwala precyzyjnie dopasować but.\n\nMiękka skórzana cholewka i bezszwowa podszewka pomagają uniknąć ucisków, a wyjmowaną, amortyzującą wkładkę ze wsparciem łuku można zastąpić własną wkładką ortopedyczną. Niski, stabilny obcas i antypoślizgowa podeszwa sprawiają, że buty są wygodne w biurze, podczas załatwiania spraw i na specjalne okazje.',
      },
    },
  },
  {
    sku: 'CMF-131',
    sizeChart: 'women',
    featuredRank: 31,
    createdAt: '2026-07-08',
    colours: ['white', 'black'],
    sizes: ['36', '37', '38', '39', '40', '41', '42'],
    prices: {
      EUR: { amount: 8495, compareAt: null },
      USD: { amount: 9495, compareAt: null },
      CZK: { amount: 219000, compareAt: null },
      GBP: { amount: 7495, compareAt: null },
      HUF: { amount: 33990, compareAt: null },
      JPY: { amount: 13900, compareAt: null },
      RON: { amount: 43999, compareAt: null },
      PLN: { amount: 37999, compareAt: null },
      AUD: { amount: 14495, compareAt: null },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 10, badge: 'most_popular' },
      { quantity: 3, percentOff: 20, badge: 'great_offer' },
      { quantity: 4, percentOff: 30, badge: 'big_discount' },
    ],
    collections: ['orthopaedic', 'sneakers'],
    text: {
      de: {
        title: 'Orthopädischer Pflegeschuh für Damen',
        summary:
          'Stützender Damen-Pflegeschuh mit anatomischer Einlegesohle, rutschhemmender Sohle und pflegeleichtem Obermaterial für lange Schichten.',
        description:
          'Für lange Schichten im Gesundheitswesen gemacht, kombiniert dieser Schuh eine feste Fersenkappe mit einer herausnehmbaren, anatomisch geformten Einlegesohle, die das Fußgewölbe stützt. Die gedämpfte Zwischensohle federt jeden Schritt auf harten Klinikböden ab.\n\nDas glatte Obermaterial aus Synthetik lässt sich schnell abwischen, und das nahtlose Futter beugt Scheuerstellen vor. Die rutschhemmende Laufsohle bietet sicheren Halt auf nassen Böden, und der gepolsterte Schaftrand sorgt von morgens bis abends für Tragekomfort.',
      },
      en: {
        title: "Women's Orthopaedic Nursing Shoe",
        summary: "Supportive women's nursing shoe with an anatomical footbed, slip-resistant sole and easy-clean upper for long shifts.",
        description:
          'Made for long shifts in healthcare, this shoe combines a firm heel counter with a removable, anatomically shaped insole that supports the arch. The cushioned midsole softens every step on hard hospital floors.\n\nThe smooth synthetic upper wipes clean quickly, and the seamless lining helps prevent rubbing. A slip-resistant outsole gives secure grip on wet floors, and the padded collar keeps the shoe comfortable from morning to evening.',
      },
      cs: {
        title: 'Dámská ortopedická zdravotnická obuv',
        summary:
          'Dámská zdravotnická obuv s anatomicky tvarovanou stélkou, protiskluzovou podešví a snadno omyvatelným svrškem pro dlouhé směny.',
        description:
          'Tato obuv je určená pro dlouhé směny ve zdravotnictví a spojuje pevnou opatku s vyjímatelnou anatomicky tvarovanou stélkou, která podpírá klenbu. Tlumicí mezipodešev změkčuje každý krok na tvrdých nemocničních podlahách.\n\nHladký syntetický svršek rychle otřete a bezešvá podšívka pomáhá předcházet odřeninám. Protiskluzová podešev zajistí spolehlivou přilnavost na mokré podlaze a polstrovaný límec udrží pohodlí od rána do večera.',
      },
      es: {
        title: 'Zapatos sanitarios ortopédicos para mujer',
        summary:
          'Zapatos sanitarios para mujer con plantilla anatómica, suela antideslizante y exterior fácil de limpiar para largos turnos.',
        description:
          'Pensados para largos turnos en el ámbito sanitario, combinan un contrafuerte firme con una plantilla extraíble de forma anatómica que sujeta el arco. La mediasuela amortiguada suaviza cada paso sobre los suelos duros del hospital.\n\nEl exterior sintético liso se limpia rápidamente con un paño, y el forro sin costuras ayuda a prevenir rozaduras. La suela antideslizante ofrece un agarre seguro en suelos mojados, y el cuello acolchado mantiene la comodidad de la mañana a la noche.',
      },
      fr: {
        title: 'Chaussures orthopédiques de soignante',
        summary:
          'Chaussures de soignante au bon maintien, avec semelle intérieure anatomique, semelle antidérapante et tige facile à nettoyer.',
        description:
          "Conçue pour les longues gardes dans le milieu médical, cette chaussure associe un contrefort ferme à une semelle intérieure anatomique amovible qui soutient la voûte plantaire. La semelle intermédiaire amortissante adoucit chaque pas sur les sols durs de l'hôpital.\n\nLa tige synthétique lisse se nettoie rapidement d'un coup d'éponge, et la doublure sans coutures aide à prévenir les frottements. La semelle extérieure antidérapante offre une adhérence sûre sur sol mouillé, et le col rembourré assure le confort du matin au soir.",
      },
      hu: {
        title: 'Női ortopéd ápolói cipő',
        summary:
          'Jó tartást adó női ápolói cipő anatómiai talpbetéttel, csúszásgátló talppal és könnyen tisztítható felsőrésszel a hosszú műszakokhoz.',
        description:
          'Az egészségügyben dolgozók hosszú műszakjaihoz készült cipő merev sarokkérget kombinál egy kivehető, anatómiailag formázott talpbetéttel, amely alátámasztja a lábboltozatot. A párnázott középtalp tompítja a lépéseket a kemény kórházi padlón.\n\nA sima, szintetikus felsőrész gyorsan letörölhető, a varrás nélküli bélés pedig segít megelőzni a kidörzsölődést. A csúszásgátló külső talp nedves padlón is biztos tapadást nyújt, a párnázott bokarész pedig reggeltől estig kényelmes viseletet biztosít.',
      },
      ja: {
        title: 'レディース 足にやさしいナースシューズ',
        summary:
          '足の形に沿うインソール、滑りにくいソール、汚れを拭き取りやすいアッパーで、長時間の勤務を支えるレディースナースシューズです。',
        description:
          '医療現場での長時間勤務のために作られたシューズで、しっかりしたヒールカウンターと、土踏まずを支える取り外し可能な立体インソールを組み合わせています。クッション性のあるミッドソールが、病院の硬い床での一歩一歩をやわらげます。\n\nなめらかな合成素材のアッパーは汚れをサッと拭き取れ、縫い目のない裏地が擦れを防ぎます。滑りにくいアウトソールが濡れた床でも確かなグリップを発揮し、クッション入りの履き口が朝から晩まで快適な履き心地を保ちます。',
      },
      ro: {
        title: 'Pantofi ortopedici pentru asistente medicale',
        summary: 'Pantofi medicali pentru femei, cu branț anatomic, talpă antiderapantă și exterior ușor de curățat, pentru ture lungi.',
        description:
          'Gândiți pentru turele lungi din domeniul medical, acești pantofi îmbină un contrafort ferm cu un branț detașabil de formă anatomică, care susține arcul plantar. Talpa intermediară cu amortizare atenuează fiecare pas pe pardoselile dure din spital.\n\nExteriorul neted din material sintetic se șterge rapid, iar căptușeala fără cusături ajută la prevenirea frecărilor. Talpa antiderapantă oferă o aderență sigură pe pardoseli ude, iar gulerul căptușit păstrează confortul de dimineața până seara.',
      },
      sk: {
        title: 'Dámska ortopedická zdravotnícka obuv',
        summary:
          'Dámska zdravotnícka obuv s anatomicky tvarovanou stielkou, protišmykovou podrážkou a ľahko umývateľným zvrškom na dlhé zmeny.',
        description:
          'Táto obuv je určená na dlhé zmeny v zdravotníctve a spája spevnenú pätu s vyberateľnou anatomicky tvarovanou stielkou, ktorá podopiera klenbu. Tlmiaca medzipodrážka zmäkčuje každý krok na tvrdých nemocničných podlahách.\n\nHladký syntetický zvršok rýchlo utriete a bezšvová podšívka pomáha predchádzať odreninám. Protišmyková podrážka zaistí spoľahlivú priľnavosť na mokrej podlahe a polstrovaný lem udrží pohodlie od rána do večera.',
      },
      pl: {
        title: 'Damskie ortopedyczne obuwie medyczne',
        summary: 'Damskie obuwie medyczne z anatomiczną wkładką, antypoślizgową podeszwą i łatwą w czyszczeniu cholewką na długie dyżury.',
        description:
          'To obuwie, stworzone z myślą o długich dyżurach w placówkach medycznych, łączy sztywny zapiętek z wyjmowaną, anatomicznie wyprofilowaną wkładką, która podpiera łuk stopy. Amortyzująca międzypodeszwa łagodzi każdy krok na twardych szpitalnych podłogach.\n\nGładką cholewkę z materiału syntetycznego można szybko przetrzeć, a bezszwowa podszewka pomaga zapobiegać otarciom. Antypoślizgowa podeszwa zapewnia pewną przyczepność na mokrej podłodze, a wyściełany kołnierz dba o komfort od rana do wieczora.',
      },
    },
  },
  {
    sku: 'CMF-132',
    sizeChart: 'unisex',
    featuredRank: 32,
    createdAt: '2026-08-26',
    colours: ['black', 'navy', 'tan'],
    sizes: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'],
    prices: {
      EUR: { amount: 3495, compareAt: 4495 },
      USD: { amount: 3995, compareAt: 4995 },
      CZK: { amount: 89000, compareAt: 119000 },
      GBP: { amount: 2995, compareAt: 3995 },
      HUF: { amount: 13990, compareAt: 17990 },
      JPY: { amount: 5900, compareAt: 7900 },
      RON: { amount: 17999, compareAt: 22999 },
      PLN: { amount: 15999, compareAt: 19999 },
      AUD: { amount: 5995, compareAt: 7495 },
    },
    packages: [
      { quantity: 1, percentOff: 0, badge: null },
      { quantity: 2, percentOff: 15, badge: 'great_offer' },
      { quantity: 3, percentOff: 25, badge: 'most_popular' },
      { quantity: 4, percentOff: 35, badge: 'biggest_savings' },
    ],
    collections: ['sandals'],
    text: {
      de: {
        title: 'Zehentrenner mit Fußgewölbestütze',
        summary:
          'Stützender Zehentrenner mit anatomisch geformtem Fußbett, tiefer Fersenschale und weichem Zehensteg für bequeme Sommertage.',
        description:
          'Anders als flache Zehentrenner hat dieses Modell ein anatomisch geformtes Fußbett mit integrierter Gewölbestütze und eine tiefe Fersenschale, die den Fuß stabilisiert. Der weiche, gepolsterte Zehensteg und die Riemen sind so gestaltet, dass sie zwischen den Zehen nicht scheuern.\n\nDie leichte, dämpfende Sohle ist wasserfest, sodass die Zehentrenner ideal für Strand, Schwimmbad und Garten sind. Das rutschfeste Profil bietet guten Halt, und zum Reinigen spülen Sie sie einfach mit Wasser ab.',
      },
      en: {
        title: 'Flip-Flop with Arch Support',
        summary: 'Supportive flip-flop with a contoured footbed, deep heel cup and soft toe post for comfortable summer days.',
        description:
          'Unlike flat flip-flops, this one has a contoured footbed with built-in arch support and a deep heel cup that keeps the foot stable. The soft, padded toe post and straps are designed not to rub between the toes.\n\nThe lightweight, cushioned sole is water-resistant, making these flip-flops ideal for the beach, pool and garden. The non-slip tread gives good grip, and you can simply rinse them off with water.',
      },
      cs: {
        title: 'Žabky s oporou klenby',
        summary: 'Pohodlné žabky s anatomicky tvarovanou stélkou, hlubokým lůžkem paty a měkkým páskem mezi prsty pro letní dny.',
        description:
          'Na rozdíl od plochých žabek mají tyto žabky anatomicky tvarovanou stélku s integrovanou oporou klenby a hluboké lůžko paty, které drží chodidlo stabilně. Měkké polstrované pásky včetně části mezi prsty jsou navržené tak, aby nedřely.\n\nLehká tlumicí podešev je voděodolná, takže se žabky skvěle hodí na pláž, k bazénu i na zahradu. Protiskluzový vzorek zajistí dobrou přilnavost a k očištění je stačí opláchnout vodou.',
      },
      es: {
        title: 'Chanclas de dedo con soporte del arco',
        summary:
          'Chanclas de dedo con plantilla anatómica, talonera profunda y tira suave entre los dedos para unos días de verano cómodos.',
        description:
          'A diferencia de las chanclas planas, estas tienen una plantilla anatómica con soporte del arco integrado y una talonera profunda que estabiliza el pie. Las tiras suaves y acolchadas, incluida la parte entre los dedos, están diseñadas para no rozar.\n\nLa suela ligera y amortiguada es resistente al agua, por lo que son ideales para la playa, la piscina y el jardín. El dibujo antideslizante ofrece buen agarre y, para limpiarlas, basta con enjuagarlas con agua.',
      },
      fr: {
        title: 'Tongs avec soutien de la voûte plantaire',
        summary:
          "Tongs confortables avec semelle anatomique, coque de talon profonde et entre-doigts souple pour des journées d'été agréables.",
        description:
          "Contrairement aux tongs plates, ce modèle dispose d'une semelle anatomique avec soutien de la voûte plantaire intégré et d'une coque de talon profonde qui stabilise le pied. Les brides souples et rembourrées, entre-doigts compris, sont conçues pour ne pas frotter.\n\nLégère et amortissante, la semelle résiste à l'eau : ces tongs sont idéales pour la plage, la piscine et le jardin. Le relief antidérapant offre une bonne adhérence, et un simple rinçage à l'eau suffit pour les nettoyer.",
      },
      hu: {
        title: 'Lábujjközös papucs boltozattámasszal',
        summary: 'Kényelmes lábujjközös papucs anatómiai lábággyal, mély sarokcsészével és puha lábujjpánttal a nyári napokra.',
        description:
          'A lapos változatokkal ellentétben ez a papucs anatómiai formájú lábággyal, beépített boltozattámasszal és mély sarokcsészével rendelkezik, amely stabilan tartja a lábat. A puha, párnázott pántokat – a lábujjak közötti részt is – úgy terveztük, hogy ne dörzsöljenek.\n\nA könnyű, párnázott talp vízálló, így a papucs ideális strandra, uszodába és a kertbe. A csúszásmentes mintázat jól tapad, tisztításhoz pedig elég vízzel leöblíteni.',
      },
      ja: {
        title: 'アーチサポート付き トングサンダル',
        summary: '足の形に沿ったフットベッド、深いヒールカップ、柔らかな鼻緒で、夏の日を快適に過ごせるトングサンダルです。',
        description:
          '平らなビーチサンダルとは異なり、アーチサポートを組み込んだ立体フットベッドと、足を安定させる深いヒールカップを備えています。クッション入りの柔らかなストラップと鼻緒は、指の間が擦れにくいよう工夫されています。\n\n軽量でクッション性のあるソールは水に強く、ビーチやプール、庭での使用に最適です。滑りにくいソールパターンでしっかりグリップし、汚れたら水で洗い流すだけでお手入れできます。',
      },
      ro: {
        title: 'Șlapi cu sprijin pentru arcul plantar',
        summary: 'Șlapi confortabili cu pat anatomic, cupă adâncă pentru călcâi și baretă moale între degete, pentru zile de vară plăcute.',
        description:
          'Spre deosebire de șlapii plați, aceștia au un pat anatomic cu sprijin integrat pentru arcul plantar și o cupă adâncă pentru călcâi, care stabilizează piciorul. Baretele moi și căptușite, inclusiv partea dintre degete, sunt concepute să nu roadă.\n\nTalpa ușoară, cu amortizare, este rezistentă la apă, așa că șlapii sunt ideali pentru plajă, piscină și grădină. Profilul antiderapant oferă o aderență bună, iar pentru curățare este suficient să-i clătiți cu apă.',
      },
      sk: {
        title: 'Žabky s oporou klenby',
        summary: 'Pohodlné žabky s anatomicky tvarovanou stielkou, hlbokým lôžkom päty a mäkkým pásikom medzi prstami na letné dni.',
        description:
          'Na rozdiel od plochých žabiek majú tieto žabky anatomicky tvarovanú stielku s integrovanou oporou klenby a hlboké lôžko päty, ktoré drží chodidlo stabilne. Mäkké polstrované pásiky vrátane časti medzi prstami sú navrhnuté tak, aby neodierali.\n\nĽahká tlmiaca podrážka je vodoodolná, takže sa žabky skvele hodia na pláž, k bazénu aj do záhrady. Protišmykový vzor zaistí dobrú priľnavosť a na očistenie ich stačí opláchnuť vodou.',
      },
      pl: {
        title: 'Japonki ze wsparciem łuku stopy',
        summary:
          'Wygodne japonki z anatomicznie wyprofilowaną podeszwą, głęboką miseczką pięty i miękkim paskiem między palcami na letnie dni.',
        description:
          'W przeciwieństwie do płaskich japonek te mają anatomicznie wyprofilowaną podeszwę z wbudowanym wsparciem łuku stopy i głęboką miseczkę pięty, która stabilizuje stopę. Miękkie, wyściełane paski, także w części między palcami, zaprojektowano tak, aby nie ocierały.\n\nLekka, amortyzująca podeszwa jest wodoodporna, dlatego japonki świetnie sprawdzą się na plaży, przy basenie i w ogrodzie. Antypoślizgowy bieżnik zapewnia dobrą przyczepność, a do czyszczenia wystarczy opłukać je wodą.',
      },
    },
  },
];
