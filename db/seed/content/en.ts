import type { LanguageContent } from './types';

export const en: LanguageContent = {
  documents: {
    'choosing-shoes-for-diabetic-feet': {
      title: 'Choosing Shoes for Diabetic Feet',
      summary:
        'What to look for in shoes when you live with diabetes: room, soft linings, secure fastening and a daily habit of checking your feet.',
      body: `Living with diabetes means paying a little more attention to your feet. Reduced feeling or circulation can make it harder to notice pressure, rubbing or small injuries, so the right shoes and a few daily habits matter. This guide covers practical points to look for. It is not a substitute for medical advice: your doctor or podiatrist knows your feet and should always be your first point of contact.

## What to look for in a diabetic-friendly shoe

- **A roomy, deep toe box** so toes can lie flat without pressing against the upper.
- **Smooth, seam-free linings** that reduce the chance of rubbing and pressure points.
- **Soft, flexible uppers** that give a little where your foot needs space.
- **Adjustable fastening** such as hook-and-loop straps or laces, so the fit can follow swelling during the day.
- **Removable insoles**, which make room for custom orthotics if your podiatrist recommends them.
- **A cushioned, stable sole** with good grip to support confident walking.

You will find shoes with these features in our [diabetic-friendly collection](/collections/diabetic).

## Getting the fit right

Try new shoes on in the afternoon, when feet are usually at their largest, and wear the socks you plan to use with them. There should be about a thumb's width between your longest toe and the front of the shoe. If your sensation is reduced, do not rely on how a shoe feels alone: check the fit by eye and ask someone to help if needed. Our [size chart guide](/article/size-conversion-guide) explains how to measure and convert sizes.

## Daily habits that help

1. Look at your feet every day, including the soles and between the toes, for redness, blisters or cuts.
2. Check inside your shoes by hand for stones, seams or rough spots before putting them on.
3. Break in new shoes gradually, wearing them for short periods at first.
4. Avoid walking barefoot, even at home; supportive slippers are a good alternative.

If you notice a wound, swelling, color change or anything that does not heal, contact your doctor or podiatrist promptly rather than waiting.`,
    },
    'how-to-measure-your-feet-at-home': {
      title: 'How to Measure Your Feet at Home',
      summary: 'A simple step-by-step method to measure foot length and width at home, so you can order the right size with confidence.',
      body: `Many of us have worn the same shoe size for years, yet feet change over time. Weight changes, pregnancy, age and conditions such as bunions can all alter length and width. Measuring at home takes about ten minutes and gives you a reliable starting point for ordering online.

## What you need

- Two sheets of paper larger than your feet
- A pencil or pen held upright
- A ruler or tape measure
- The socks you usually wear with the type of shoe you are buying
- A wall or a door frame, and if possible someone to help

## Step by step

1. Measure in the late afternoon or evening, when feet tend to be slightly larger after a day on them.
2. Place the paper on a hard floor with one short edge against the wall.
3. Stand on the paper with your heel touching the wall and your weight evenly spread.
4. Trace around your foot, keeping the pencil upright and close to the skin, or ask a helper to do it.
5. Measure the length from the wall to the tip of your longest toe, which is not always the big toe.
6. Measure the width across the widest part of the forefoot, usually around the joints at the base of the toes.
7. Repeat for the other foot. It is common for one foot to be a little larger.

## Turning numbers into a size

Always use the measurements of your **larger foot**. Add a small allowance for toe room, around 1 cm or 3/8 inch, rather than choosing a shoe that matches your foot length exactly. Then compare your figures with our [size chart guide](/article/size-conversion-guide), which converts between US, UK, EU and Japanese sizes.

If your width measurement is generous compared with your length, or you often feel pressure on the sides of your feet, consider a wide-fit style.

## A few extra tips

Re-measure once a year or whenever your shoes start to feel different. If you have diabetes, swelling or a foot condition, your podiatrist can take professional measurements and advise on fit. And if a pair still does not feel right, you can send it back within 30 days under our [returns policy](/pages/returns-and-exchanges).`,
    },
    'caring-for-leather-comfort-shoes': {
      title: 'Caring for Leather Comfort Shoes',
      summary:
        'Simple cleaning, conditioning and storage habits that keep leather comfort shoes supple, supportive and looking good for longer.',
      body: `Good leather shoes mold gently to your feet and can stay comfortable for a long time, as long as they get a little care. A few minutes every week or two keeps the leather supple, protects it from water and salt, and helps the shoe keep its supportive shape.

## Everyday habits

- **Rotate your pairs.** Leather and linings need about a day to dry out fully after wear, so alternating two pairs helps both last longer.
- **Use a shoehorn.** It protects the heel counter, the firm part that holds your heel in place.
- **Open the fastening fully** before putting shoes on or taking them off, instead of pushing your foot in.
- **Air the insoles.** If your shoes have removable insoles, take them out now and then to let them dry.

## Cleaning and conditioning

1. Remove dust and dirt with a soft brush or a slightly damp cloth.
2. For marks, use a small amount of a cleaner made for smooth leather, following the product instructions.
3. Let the shoes dry naturally at room temperature, away from radiators and direct sun, which can make leather crack.
4. Apply a thin layer of leather conditioner or cream in a matching or neutral shade, then buff gently with a clean cloth.
5. Finish with a water-repellent spray suitable for leather if you walk in rain or snow.

Suede and nubuck need different care: use a suede brush and a spray made for these materials instead of creams. Always test a new product on a small, hidden area first.

## Storage and when to replace

Store shoes in a cool, dry and ventilated place. Cedar shoe trees or crumpled paper help them keep their shape and absorb moisture. Avoid plastic bags, which trap humidity.

Even well-kept shoes wear out. Check the soles and heels regularly: if the tread is smooth, the heel is worn down on one side, or the cushioning feels flat, it is time for a new pair. Worn shoes offer less support and grip. You can browse our [orthopedic collection](/collections/orthopaedic) or our [boots](/collections/boots) for the colder months when the time comes.`,
    },
    'arch-support-explained': {
      title: 'Arch Support Explained',
      summary: 'What arch support is, how flat, neutral and high arches differ, and how to choose shoes and insoles that feel supportive.',
      body: `"Arch support" appears on many shoe labels, but what does it actually mean? In short, it is the shaping of the footbed or insole that follows the curve along the inside of your foot. Well-designed support can help spread pressure more evenly across the sole and make long days on your feet feel more comfortable.

## Know your arch type

Feet come in many shapes, and arches are usually described in three broad groups:

- **Low or flat arches:** most of the sole touches the ground when you stand. Many people with lower arches prefer a firmer, more structured footbed.
- **Neutral arches:** a moderate curve. A gently contoured footbed with good cushioning usually suits these feet well.
- **High arches:** only the heel and the ball of the foot carry most of the weight. Extra cushioning and a footbed that fills the gap under the arch can feel more comfortable.

A simple way to get an idea of your arch type is the wet footprint test: wet the soles of your feet, stand on a piece of cardboard or a dark towel and look at the outline. A nearly complete footprint suggests a lower arch, while a narrow band or gap in the middle suggests a higher one. This is only a rough guide, not a diagnosis.

## What to look for in a shoe

1. A contoured footbed that meets your arch without pressing into it.
2. A firm heel counter that keeps your heel stable.
3. A sole that bends at the ball of the foot rather than in the middle.
4. A removable insole if you use or may need custom orthotics.

Our [orthopedic collection](/collections/orthopaedic) and [comfort sneakers](/collections/sneakers) are designed with these features in mind.

## When to get professional advice

If you have ongoing heel or arch pain, your feet tire very quickly, or one foot behaves differently from the other, see a podiatrist or doctor. They can assess your feet and recommend whether custom orthotics would help. New support can feel unusual at first, so wear new shoes for short periods and build up gradually.`,
    },
    'wide-feet-and-bunions-finding-room': {
      title: 'Wide Feet and Bunions: Finding Room to Move',
      summary:
        'How to find comfortable shoes for wide feet or bunions: what to look for in the toe box, uppers and fastening, and how to check the fit.',
      body: `If standard shoes pinch across the front of your foot, you are far from alone. Some people simply have broad feet, while others develop bunions, a bony bump at the joint at the base of the big toe that makes the forefoot wider and more sensitive. In both cases, the goal is the same: give your feet enough room without letting them slide around.

## Signs your shoes are too narrow

- Red marks or soreness on the sides of your feet after wearing them
- Toes that overlap or feel squeezed together
- The upper bulging over the edge of the sole
- Pressure or rubbing on a bunion or on the little toe
- Relief the moment you take your shoes off

## Features that make a difference

1. **A wide, rounded toe box** so toes can spread naturally instead of being pushed to a point.
2. **Soft, stretchy or seam-free uppers** over the forefoot, which ease pressure on a bunion.
3. **Adjustable fastening** such as laces or straps, to fine-tune the fit across the instep.
4. **A secure heel** so a wider front does not mean your foot slips at the back.
5. **Low heels.** Higher heels push weight forward onto the toes and the bunion area.

Our [wide-fit collection](/collections/wide-fit) brings together shoes, sneakers and slippers with extra room at the front. For warmer days, open sandals with adjustable straps can also work well.

## Checking the fit at home

Measure both feet, including the width across the widest part, and compare with our [size chart guide](/article/size-conversion-guide). When your new shoes arrive, try them on indoors in the afternoon with your usual socks. Walk around for a few minutes: your toes should be able to wiggle, the widest part of your foot should sit at the widest part of the shoe, and nothing should press on the bunion. Do not go up a whole size just to gain width, as the shoe will then be too long and the flex point will sit in the wrong place.

If a bunion is painful, red or getting worse, or makes it hard to find any shoe that fits, a podiatrist or doctor can advise on treatment and footwear options.`,
    },
    'summer-sandals-that-support-you': {
      title: 'Summer Sandals That Support You',
      summary:
        'Sandals can be comfortable and supportive too. Learn what to look for in a summer sandal and how to keep your feet happy in warm weather.',
      body: `Warm weather invites open shoes, but many flat, flimsy sandals offer little more than a thin sole and a strap. After a day of walking, that can leave feet tired and sore. The good news is that a sandal can be both airy and supportive if it has the right features.

## What makes a sandal supportive

- **A contoured footbed** with gentle arch support and a cupped heel that keeps your foot centered.
- **A cushioned, shock-absorbing sole** with a grippy tread for city pavements and garden paths.
- **Adjustable straps**, ideally at the forefoot, instep and heel, so you can fine-tune the fit and accommodate swelling on hot days.
- **A back strap or closed heel** that holds the sandal on your foot, so your toes do not have to grip to keep it in place.
- **Soft, smooth strap linings** that will not rub on bare skin.

You can browse sandals with these features in our [sandals collection](/collections/sandals).

## Summer foot-care tips

1. Feet often swell in the heat, so loosen straps later in the day if they feel tight.
2. Apply sunscreen to the tops of your feet, which burn easily.
3. Keep skin moisturized to prevent dry, cracked heels, but avoid applying cream between the toes.
4. Wash and dry your feet well every evening, including between the toes.
5. Break in new sandals gradually before wearing them for long walks or trips.

## A note for diabetic feet

If you have diabetes or reduced feeling in your feet, open sandals may not be the right choice for every situation, since they leave the toes and sides exposed to knocks and cuts. Talk to your doctor or podiatrist about what is suitable for you. Closed, breathable shoes from our [diabetic-friendly collection](/collections/diabetic) are an alternative, and checking your feet daily is especially important in summer.`,
    },
    'foot-health-basics': {
      title: 'Foot Health Basics',
      summary:
        'Everyday habits for healthy, comfortable feet: hygiene, nail and skin care, well-fitting shoes, movement, and when to see a professional.',
      body: `Your feet carry you through thousands of steps, yet they are often the last part of the body we think about. A few simple routines go a long way toward keeping them comfortable and healthy.

## Daily care

- **Wash your feet every day** with warm water and mild soap, and dry them thoroughly, especially between the toes.
- **Moisturize dry skin** on the heels and soles, but keep the spaces between the toes dry.
- **Trim toenails straight across** and not too short, then smooth the edges with a file to help prevent ingrown nails.
- **Change your socks daily**, and choose breathable materials that wick moisture away.
- **Look at your feet regularly** for changes such as redness, blisters, cracks, calluses or discolored nails.

## Shoes that work with your feet

Shoes that are too tight, too loose or worn out are a common cause of discomfort. Look for a shape that matches your foot, enough room to move your toes, a stable heel and a sole with some cushioning and grip. Have your feet measured from time to time, since size and width can change over the years; our [size chart guide](/article/size-conversion-guide) shows you how.

At home, supportive [slippers](/collections/slippers) are kinder to your feet than going barefoot on hard floors, and it is a good idea to alternate between different pairs of shoes during the week.

## Keep moving

Feet benefit from regular movement. Walking, gentle ankle circles, toe curls and calf stretches help keep joints flexible and muscles active. If you sit for long periods, stand up and move around now and then.

## When to see a professional

Make an appointment with a doctor or podiatrist if you notice:

1. Pain that lasts for more than a few days or gets worse
2. A wound, blister or sore that is slow to heal
3. Numbness, tingling or burning sensations
4. Swelling, warmth or a change in skin color
5. Thick, painful or discolored nails

People with diabetes or circulation problems should have their feet checked regularly by a professional, even when nothing seems wrong.`,
    },
    'size-conversion-guide': {
      title: 'Shoe Size Conversion Guide',
      summary:
        'Convert between EU, UK, US and Japanese shoe sizes, and learn how to use your foot length and width to choose the right size.',
      body: `Shoe sizes are labeled differently around the world. Continental Europe uses EU sizes, the UK uses UK sizes, the US has separate scales for women and men, and Japan sizes shoes by foot length in centimeters. In Australia, both UK and US labels are common. This guide helps you translate between them.

## Start with your foot length

The most reliable way to choose a size is to measure your feet rather than rely on the size you usually buy. Follow our guide on [how to measure your feet at home](/blog/how-to-measure-your-feet-at-home) and use the length of your larger foot in centimeters. The Japanese size below corresponds roughly to foot length, a handy reference point.

## Size conversion chart

All values are approximate, as sizing can vary slightly between styles and manufacturers.

{{size-table}}

## Width matters too

Length is only half of the fit. If your feet are broad across the ball of the foot, a standard width may feel tight even in the right length. Choose a wide-fit style rather than going up a size, as a longer shoe lets your heel slip.

## Tips for choosing between sizes

1. Between two sizes, the larger one usually works better for comfort shoes, especially with thicker socks.
2. If you use custom orthotics, choose a style with a removable insole so they fit without squeezing your foot.
3. Check the product page for notes on how a style fits.

Still unsure? Write to us at {{email}} with your measurements. If a pair does not fit, you can exchange it for another size within 30 days.`,
    },
    'walking-for-better-health': {
      title: 'Walking for Better Health',
      summary:
        'Walking is one of the simplest ways to stay active. Tips on getting started, building a routine and choosing shoes that make every step comfortable.',
      body: `Walking is one of the easiest ways to stay active. It needs no special equipment besides good shoes, you can do it almost anywhere, and you can adjust the pace to suit your fitness. Many people find that a regular walk lifts their mood, helps them sleep and gives them a welcome break from the screen.

## Getting started

If you have not been active for a while, start small and build up gradually. A short walk around the block is a perfectly good beginning.

- Begin with 10 to 15 minutes at a comfortable pace and add a few minutes each week.
- Choose flat, even routes at first, then add gentle hills as you feel stronger.
- Walk at a pace where you can still hold a conversation.
- Warm up with a few minutes of slower walking, and finish with gentle calf and ankle stretches.
- Drink water and dress in layers that suit the weather.

If you have a heart condition, diabetes, joint problems or any other health concern, talk to your doctor before starting a new exercise routine.

## Shoes make the difference

Comfortable walking starts with the right shoes. Look for:

1. A cushioned sole that absorbs impact on hard surfaces
2. A stable heel counter that keeps your heel in place
3. A flexible forefoot that bends where your foot bends
4. Enough room for your toes to spread with each step
5. A secure fastening so your foot does not slide inside the shoe

Our [comfort sneakers](/collections/sneakers) are made for everyday walking, and for rainy or colder seasons our [boots](/collections/boots) offer grip and warmth.

## Making it a habit

Small routines help walking become part of daily life. Walk to the shops instead of driving, take the stairs, get off the bus a stop early, or arrange to walk with a friend. Keeping a simple note of your walks can be motivating too.

Listen to your body along the way. Some muscle tiredness is normal when you start, but persistent pain in your feet, knees or hips is a sign to rest and, if it continues, to see a doctor or podiatrist.`,
    },
    about: {
      title: 'About Comfort Steps',
      summary:
        'Comfort Steps is an online shop for health and comfort shoes: orthopedic, diabetic-friendly and wide-fit styles for everyday life.',
      body: `Comfort Steps was started with a simple idea: everyone deserves shoes that feel good from the first step to the last. Many people struggle to find footwear that fits wide feet, sensitive skin or custom orthotics, and still looks like something they want to wear. We set out to make that search easier.

## What we offer

We bring together comfort footwear for everyday life, carefully selected for fit, support and ease of wear:

- [Orthopedic shoes](/collections/orthopaedic) with supportive footbeds and stable heels
- [Diabetic-friendly shoes](/collections/diabetic) with roomy toe boxes and smooth linings
- [Wide-fit styles](/collections/wide-fit) for broad feet and bunions
- Sneakers, sandals, slippers and boots for every season

## What we care about

- **Fit first.** We describe each style clearly and publish guides to help you choose the right size and width.
- **Honest advice.** Our articles share practical foot-care tips, and we always recommend seeing a doctor or podiatrist when your feet need professional attention.
- **Peace of mind.** You have 30 days to return or exchange your shoes for a full refund, and payment runs through a 128-bit encrypted gateway.
- **Real help.** Questions are answered by e-mail by people who know our shoes.

## Who we serve

Today we ship to customers in 12 countries across Europe, North America, Asia and Australia, and more than 5,000 happy customers have found their comfortable pair with us. Whether you are on your feet all day, recovering your stride or simply want shoes that do not hurt, we are glad you are here.

Have a question or a suggestion? Write to us at {{email}}. We read every message.`,
    },
    shipping: {
      title: 'Shipping Information',
      summary: 'Free shipping on larger orders, processing within 1 business day and delivery in 3 to 10 business days to 12 countries.',
      body: `We want your new shoes to reach you quickly and safely. Here is everything you need to know about how we ship.

## Shipping costs

Shipping is **free on all orders above {{threshold}}**. For smaller orders, the standard shipping fee is shown in your cart and at checkout before you pay, so there are no surprises.

## Processing and delivery times

- Orders are processed and handed to the carrier **within 1 business day**.
- Delivery typically takes **3 to 10 business days**, depending on the country.
- We offer standard shipping only, with the same care for every order.

Business days are Monday to Friday, excluding public holidays. During busy periods or unusual weather, deliveries can occasionally take a little longer.

## Tracking your order

As soon as your order leaves us, you will receive an e-mail with shipping confirmation and tracking details, so you can follow your parcel on its way. Please check your spam folder if the message does not arrive.

## Where we ship

We currently deliver to these 12 countries:

- United States
- Germany
- Czechia
- Spain
- France
- United Kingdom
- Hungary
- Japan
- Romania
- Slovakia
- Poland
- Australia

Please make sure your delivery address is complete and correct, including any apartment number. If you notice a mistake after ordering, write to us at {{email}} as soon as possible and we will do our best to update it before the parcel ships.

If your parcel has not arrived within the expected time, contact us at {{email}} with your order number and we will look into it. For information about sending shoes back, see our [returns and exchanges](/pages/returns-and-exchanges) page.`,
    },
    'returns-and-exchanges': {
      title: 'Returns and Exchanges',
      summary: 'Not the right fit? Return or exchange your shoes within 30 days for a full refund. Here is how it works.',
      body: `Finding the perfect fit online is not always easy, so we make returns simple. If your shoes do not fit or are not what you expected, you can return or exchange them within **30 days** of delivery for a **full refund**.

## How to start a return

1. Write to us at {{email}} with your order number and the items you would like to return.
2. Let us know whether you would like a refund or an exchange for another size.
3. We will reply with the return instructions and the address to send your parcel to.
4. Pack the shoes securely, ideally in their original box, and send them back.

## Exchanges for another size

If you need a different size, simply mention the size you would like when you contact us. We will check availability and arrange the exchange with you by e-mail. Not sure which size to choose? Our [size chart guide](/article/size-conversion-guide) can help.

## Condition of returned shoes

To qualify for a return, the shoes should be unworn outdoors and in their original condition, with clean soles and all labels, insoles and accessories included. Please try new shoes on indoors, on a clean surface, so you can still return them if they do not fit.

## Refunds

Once we have received and checked your return, we will issue a full refund to the card you paid with and let you know by e-mail. Depending on your bank, it may take a few business days for the amount to appear on your statement.

Questions about a return? Write to {{email}} and we will be happy to help.`,
    },
    privacy: {
      title: 'Privacy Policy',
      summary: 'What personal data Comfort Steps keeps, why we keep it, which cookies we use and how to access or delete your data.',
      body: `We keep only the data we need to run the shop and deliver your orders. This page explains what we store and why.

## Data we keep

- **Order data:** the products you bought, prices, order number and date, to process your order, handle returns and keep accounting records.
- **Contact data:** your name and e-mail address, to send order confirmations and shipping updates and answer your questions.
- **Address data:** your delivery address, which we share with the carrier only to deliver your parcel.
- **Newsletter consent:** if you subscribe to our newsletter, we store your e-mail address and your consent. You can unsubscribe at any time using the link in every newsletter.

Card payments are handled by our payment provider through a 128-bit encrypted gateway. We do not store your full card details.

## Cookies

We use only the cookies the shop needs to work:

- a **cart cookie** that remembers the items in your shopping cart,
- a **country cookie** that remembers your country, so you see the right prices, currency and shipping information,
- an **order confirmation cookie** that lets us show your order confirmation after checkout.

We do not use tracking, advertising or analytics cookies, and we do not sell your data to anyone.

## How long we keep data

We keep order data for as long as needed to fulfill the order, handle returns and meet legal record-keeping obligations. Newsletter data is kept until you unsubscribe.

## Your rights

You can ask at any time which personal data we hold about you, and ask for it to be corrected or deleted, unless we are required to keep it by law. Write to {{email}} from the e-mail address you used with us.`,
    },
    terms: {
      title: 'Terms and Conditions',
      summary: 'The terms for shopping at Comfort Steps in plain language: orders, prices, payment, delivery and returns.',
      body: `These terms explain how buying from Comfort Steps works. By placing an order, you agree to them.

## Orders

When you place an order, you receive a confirmation by e-mail. A contract is made once your order is confirmed. If an item turns out to be unavailable or there is an obvious error in the price or description, we will contact you, and you can choose to cancel that item and receive a full refund.

## Prices and payment

- Prices are shown in your country's currency and include taxes as shown at checkout.
- Shipping costs, if any, are shown before you pay. Orders above {{threshold}} ship free.
- Payment is made by credit or debit card through a 128-bit encrypted payment gateway.
- Discount codes, such as the 20% newsletter coupon, are applied at checkout and are subject to the conditions stated with the code.

## Delivery

Orders are processed within 1 business day and sent by standard shipping. Delivery typically takes 3 to 10 business days, depending on the country; see our [shipping page](/pages/shipping).

## Returns and exchanges

You can return or exchange your shoes within 30 days of delivery for a full refund, provided they are unworn outdoors and in their original condition. See our [returns and exchanges](/pages/returns-and-exchanges) page for details. This does not affect any statutory rights you have as a consumer in your country.

## Product information

We describe our products as accurately as we can, though colors may look slightly different on your screen. Our articles offer general foot-care information, not medical advice.

## Questions and concerns

If something goes wrong with your order, write to us at {{email}}. We aim to resolve every issue quickly and fairly.`,
    },
    contact: {
      title: 'Contact Us',
      summary: 'Questions about sizing, orders or returns? Write to us by e-mail and we will usually reply within one business day.',
      body: `Have a question about sizing, an order or a return? We are happy to help.

## How to reach us

The best way to reach us is by e-mail at **{{email}}**. We typically answer within one business day, Monday to Friday. Messages sent on weekends or public holidays are answered on the next business day.

## What to include in your message

To help us answer quickly, please include:

- **Your order number**, if your question is about an existing order
- **The name and e-mail address** you used when ordering
- **The product** you are asking about, and the size and color if relevant
- **For sizing questions:** your foot length and width in centimeters or inches, and the size you usually wear
- **For a return or exchange:** the items you want to send back and whether you would like a refund or another size
- **For a problem with a product:** a short description and, if possible, a photo

## Before you write

You may find a quick answer in our [frequently asked questions](/pages/faq). Our [shipping](/pages/shipping) and [returns and exchanges](/pages/returns-and-exchanges) pages explain delivery times and how returns work, and the [size chart guide](/article/size-conversion-guide) helps you find the right size.

Please note that we cannot give medical advice. If you have concerns about your foot health, for example with diabetes, ongoing pain or a wound that is slow to heal, please see your doctor or podiatrist.

We look forward to hearing from you.`,
    },
  },
  faq: [
    {
      question: 'How do I find the right shoe size?',
      answer:
        'Measure the length of both feet in the afternoon and use the larger foot, adding a little room for your toes. Then compare your measurement with our [size chart guide](/article/size-conversion-guide), which converts between EU, UK, US and Japanese sizes.',
    },
    {
      question: 'What if I have wide feet or bunions?',
      answer:
        'Choose a wide-fit style rather than going up a size, since a longer shoe can let your heel slip. Our [wide-fit collection](/collections/wide-fit) offers extra room across the forefoot and toe box.',
    },
    {
      question: 'Can I return or exchange my shoes?',
      answer:
        'Yes. You can return or exchange your shoes within 30 days for a full refund, as long as they are unworn outdoors and in their original condition. Write to {{email}} with your order number to start; see [returns and exchanges](/pages/returns-and-exchanges) for details.',
    },
    {
      question: 'How long does shipping take?',
      answer:
        'Orders are processed within 1 business day, and standard delivery typically takes 3 to 10 business days depending on your country. You will receive tracking details by e-mail once your order ships.',
    },
    {
      question: 'Do you offer free shipping?',
      answer:
        'Yes, shipping is free on all orders above {{threshold}}. For smaller orders, the shipping cost is shown in your cart before you pay.',
    },
    {
      question: 'Is my payment secure?',
      answer:
        'Yes. We accept credit and debit cards, and payments are processed through a 128-bit encrypted payment gateway. We do not store your full card details.',
    },
    {
      question: 'Do you have discount codes?',
      answer:
        'Subscribe to our newsletter and you will receive a 20% coupon for your order. Enter the code at checkout to apply the discount.',
    },
    {
      question: 'What makes a shoe diabetic-friendly?',
      answer:
        'Our [diabetic-friendly shoes](/collections/diabetic) have roomy toe boxes, smooth seam-free linings, soft uppers and adjustable fastenings to help reduce pressure and rubbing. They are not a medical treatment, so please ask your doctor or podiatrist which footwear suits your feet.',
    },
    {
      question: 'Can I use my own orthotics?',
      answer:
        'Many of our shoes have removable insoles, so you can replace them with your custom orthotics; look for this feature in the product description. If you are unsure whether a style has enough depth, write to us at {{email}}.',
    },
    {
      question: 'Can I change or cancel my order?',
      answer:
        'Because orders are processed within 1 business day, please write to {{email}} as soon as possible with your order number. If your order has not shipped yet, we will do our best to change or cancel it; otherwise you can use our 30-day returns.',
    },
  ],
};
