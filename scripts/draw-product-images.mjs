#!/usr/bin/env node
// Draws two flat product illustrations per catalogue product (side view and a
// second view: top view for shoes, sandals and slippers, sole view for boots)
// into db/seed/images/CMF-1xx-{1,2}.svg (the shop serves them from its image bucket).
// Deterministic, no dependencies: node scripts/draw-product-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** sku, kind of shoe (selects the drawing) and main colour key. */
const PRODUCTS = [
  { sku: 'CMF-101', kind: 'sneaker', colour: 'white' },
  { sku: 'CMF-102', kind: 'sneaker', colour: 'black' },
  { sku: 'CMF-103', kind: 'loafer', colour: 'black' },
  { sku: 'CMF-104', kind: 'derby', colour: 'black' },
  { sku: 'CMF-105', kind: 'seamlessWalker', colour: 'black' },
  { sku: 'CMF-106', kind: 'strapShoe', colour: 'black' },
  { sku: 'CMF-107', kind: 'houseShoe', colour: 'grey' },
  { sku: 'CMF-108', kind: 'knitSneaker', colour: 'black' },
  { sku: 'CMF-109', kind: 'strapTrainer', colour: 'black' },
  { sku: 'CMF-110', kind: 'balletFlat', colour: 'black' },
  { sku: 'CMF-111', kind: 'recoverySlide', colour: 'black' },
  { sku: 'CMF-112', kind: 'strapSandal', colour: 'taupe' },
  { sku: 'CMF-113', kind: 'leatherSandal', colour: 'brown' },
  { sku: 'CMF-114', kind: 'corkSlide', colour: 'tan' },
  { sku: 'CMF-115', kind: 'wedgeSandal', colour: 'beige' },
  { sku: 'CMF-116', kind: 'foamSlipper', colour: 'grey' },
  { sku: 'CMF-117', kind: 'feltSlipper', colour: 'grey' },
  { sku: 'CMF-118', kind: 'closedSlipper', colour: 'grey' },
  { sku: 'CMF-119', kind: 'knitSneaker', colour: 'white' },
  { sku: 'CMF-120', kind: 'runningShoe', colour: 'black' },
  { sku: 'CMF-121', kind: 'rockerSneaker', colour: 'black' },
  { sku: 'CMF-122', kind: 'hikingBoot', colour: 'grey' },
  { sku: 'CMF-123', kind: 'hikingBoot', colour: 'brown' },
  { sku: 'CMF-124', kind: 'ankleBoot', colour: 'black' },
  { sku: 'CMF-125', kind: 'chelseaBoot', colour: 'brown' },
  { sku: 'CMF-126', kind: 'winterBoot', colour: 'black' },
  { sku: 'CMF-127', kind: 'clog', colour: 'black' },
  { sku: 'CMF-128', kind: 'barefootSneaker', colour: 'black' },
  { sku: 'CMF-129', kind: 'postOpShoe', colour: 'black' },
  { sku: 'CMF-130', kind: 'maryJane', colour: 'black' },
  { sku: 'CMF-131', kind: 'nursingShoe', colour: 'white' },
  { sku: 'CMF-132', kind: 'flipFlop', colour: 'black' },
];

const HEX = {
  black: '#2e2e33',
  white: '#f4f2ed',
  grey: '#8c9199',
  navy: '#2b3a5e',
  beige: '#dcc7a6',
  brown: '#6e4528',
  tan: '#b8814c',
  burgundy: '#7b2236',
  blue: '#3f78bd',
  green: '#3e7e5a',
  pink: '#e4a0b3',
  red: '#c4393d',
  olive: '#6d7343',
  taupe: '#8e7e70',
};

// ---------- colour helpers ----------
const rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const mix = (a, b, t) => {
  const x = rgb(a),
    y = rgb(b);
  return (
    '#' +
    x
      .map((v, i) =>
        Math.round(v + (y[i] - v) * t)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
};
function palette(key) {
  const m = HEX[key];
  const white = key === 'white',
    black = key === 'black';
  return {
    key,
    m,
    d: white ? '#d9d6cf' : mix(m, '#000000', black ? 0.3 : 0.22),
    l: black ? '#5b5b63' : white ? '#ffffff' : mix(m, '#ffffff', 0.38),
    o: white ? '#8d8a84' : mix(m, '#000000', black ? 0.45 : 0.5),
    lace: white ? '#e2dfd8' : '#f8f6f1',
    bg: white ? '#eceef1' : mix(m, '#f7f4ef', 0.9),
    bg2: white ? '#dde1e6' : mix(m, '#f7f4ef', 0.8),
  };
}

// ---------- geometry helpers ----------
const r = (n) => Math.round(n);
const lerp = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
const P = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (pts, stroke, w, extra = '') =>
  `<path d="M${pts.map((p) => p.map(r).join(',')).join('L')}" fill="none" stroke="${stroke}" stroke-width="${w}"${extra}/>`;

// Top-view outline of a right shoe, toe up (cubic segments).
const OUTLINE = [
  [400, 690],
  [
    [340, 690],
    [322, 650],
    [322, 590],
  ],
  [
    [322, 520],
    [312, 450],
    [300, 380],
  ],
  [
    [288, 300],
    [290, 200],
    [318, 150],
  ],
  [
    [345, 105],
    [420, 95],
    [460, 120],
  ],
  [
    [500, 145],
    [515, 200],
    [512, 270],
  ],
  [
    [510, 350],
    [490, 420],
    [480, 500],
  ],
  [
    [472, 580],
    [470, 690],
    [400, 690],
  ],
];
const sx = (x, w) => 400 + (x - 400) * w;
function outlinePath(w = 1, inset = 0) {
  // inset shrinks towards the centre (400, 400) for footbeds and linings.
  const k = 1 - inset;
  const pt = ([x, y]) => `${r(sx(400 + (x - 400) * k, w))},${r(400 + (y - 400) * k)}`;
  let d = `M${pt(OUTLINE[0])}`;
  for (const seg of OUTLINE.slice(1)) d += `C${seg.map(pt).join(' ')}`;
  return d + 'Z';
}
function outlinePoints(w = 1) {
  const pts = [];
  let p0 = OUTLINE[0];
  for (const [c1, c2, p1] of OUTLINE.slice(1)) {
    for (let i = 0; i <= 40; i++) {
      const t = i / 40,
        u = 1 - t;
      const x = u * u * u * p0[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * p1[0];
      const y = u * u * u * p0[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * p1[1];
      pts.push([sx(x, w), y]);
    }
    p0 = p1;
  }
  return pts;
}
/** Left and right x of the outline at height y. */
function span(y, w = 1) {
  const pts = outlinePoints(w),
    xs = [];
  for (let i = 1; i < pts.length; i++) {
    const [a, b] = [pts[i - 1], pts[i]];
    if ((a[1] - y) * (b[1] - y) <= 0 && a[1] !== b[1]) xs.push(a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]));
  }
  return [Math.min(...xs), Math.max(...xs)];
}
/** A band across the top view at height y, reaching a little past the outline. */
function band(y, h, w, fill, tilt = 0, over = 10) {
  const [a, b] = span(y, w);
  const [a2, b2] = span(y + h, w);
  const L = Math.min(a, a2) - over,
    R = Math.max(b, b2) + over;
  const t = tilt;
  return P(
    `M${r(L)},${r(y - t)}Q400,${r(y - 14 - t * 0)} ${r(R)},${r(y + t)}L${r(R)},${r(y + h + t)}Q400,${r(y + h - 14)} ${r(L)},${r(y + h - t)}Z`,
    fill,
  );
}

// ---------- side views (toe pointing right, ground at y=592) ----------
const SOLES = {
  cup: [
    'M128,562C128,540 136,532 152,532L600,532C640,532 680,526 700,510C710,532 704,562 682,576C664,586 634,590 600,590L160,590C140,590 128,580 128,562Z',
    0,
  ],
  run: [
    'M130,556C128,520 138,508 158,508L600,520C644,522 678,516 698,502C708,530 700,560 676,574C656,584 626,590 596,590L166,590C144,590 132,578 130,556Z',
    -8,
  ],
  rocker: [
    'M134,540C132,516 144,506 164,506L600,510C648,510 684,500 704,484C714,520 700,560 664,578C600,598 300,600 220,590C168,582 136,566 134,540Z',
    -24,
  ],
  thin: ['M128,574C128,566 134,562 146,562L640,562C672,562 692,554 702,544C708,562 700,580 676,586L150,590C136,590 128,584 128,574Z', 26],
};
const UPPER =
  'M146,560C134,510 134,452 148,406C154,388 166,380 182,382C214,392 256,404 290,402C310,400 322,384 330,366C336,352 356,346 370,352C380,358 386,372 392,390C450,404 520,420 570,436C632,456 684,484 700,524L690,560Z';
const KNIT = (c) =>
  `<pattern id="k" width="14" height="10" patternUnits="userSpaceOnUse"><path d="M0,5q3.5,-5 7,0t7,0" fill="none" stroke="${c.l}" stroke-width="1.6"/></pattern>`;

function sneakerSide(c, o) {
  const [sole, dy] = SOLES[o.sole || 'cup'];
  let u = P('M182,382C226,372 290,366 332,364C324,386 312,400 290,402C256,404 214,392 182,382Z', c.o);
  u += P(UPPER, c.m);
  if (o.knit) u += P(UPPER, 'url(#k)', ' stroke="none"');
  if (!o.seamless) {
    u += P('M142,560C130,500 132,452 144,414C176,424 214,440 236,468C250,496 250,534 246,560Z', o.knit ? c.d : c.d);
    u += P('M600,560C596,520 610,486 636,462C676,480 700,504 700,528L690,560Z', c.d);
  }
  if (o.accent) u += P('M236,522C300,512 380,484 452,446L464,462C394,502 314,530 240,538Z', c.key === 'white' ? '#9db4c8' : c.l);
  u += P('M330,366C336,352 356,346 370,352C380,358 386,372 392,390L340,396Z', c.l);
  const A = [392, 390],
    B = [568, 436],
    A2 = [384, 414],
    B2 = [560, 460];
  const eyestay = 'M392,390C450,404 520,420 568,436L560,460C510,444 446,428 384,414Z';
  if (o.closure === 'straps') {
    u += P(eyestay, c.d);
    for (let i = 0; i < 3; i++) {
      const [x, y] = lerp(A, B, 0.08 + 0.34 * i);
      u += P(`M${r(x - 16)},${r(y - 12)}L${r(x + 30)},${r(y + 2)}L${r(x + 6)},${r(y + 92)}L${r(x - 38)},${r(y + 80)}Z`, c.d);
      u += P(`M${r(x - 38)},${r(y + 80)}L${r(x + 6)},${r(y + 92)}L${r(x + 2)},${r(y + 106)}L${r(x - 42)},${r(y + 94)}Z`, c.l);
    }
  } else {
    u += P(eyestay, c.d);
    for (let i = 0; i < 5; i++) {
      const t = 0.08 + 0.2 * i,
        top = lerp(A, B, t),
        low = lerp(A2, B2, t);
      u += line(
        [
          [low[0] + 2, low[1] - 4],
          [top[0] - 14, top[1] - 10],
        ],
        c.lace,
        7,
        ' stroke-linecap="round"',
      );
      u += `<circle cx="${r(low[0] + 2)}" cy="${r(low[1] - 4)}" r="4" fill="${c.o}" stroke="none"/>`;
    }
  }
  let s = `<g transform="translate(0,${dy})">${u}</g>`;
  const soleFill = c.key === 'white' ? '#ffffff' : '#f6f4ef';
  s += P(sole, soleFill, ` stroke="${o.solid ? c.o : '#b6b0a5'}"`);
  if (o.sole === 'run')
    s += line(
      [
        [150, 546],
        [400, 552],
        [660, 546],
      ],
      c.m,
      8,
      ' stroke-linecap="round"',
    );
  if (o.sole !== 'thin')
    s += line(
      [
        [156, 574],
        [650, 574],
      ],
      '#cfc9be',
      3,
    );
  return { svg: s, top: 346 + dy };
}

const DRESS_SOLE =
  'M134,556L250,556C320,558 400,564 470,566L640,562C676,560 698,556 706,552C710,568 698,582 662,586L470,590C400,586 310,580 256,576L254,592L144,592C138,586 134,574 134,556Z';
const FLAT_SOLE =
  'M136,572C136,566 140,564 150,564L650,564C684,564 702,562 710,560C712,574 698,586 664,588L156,590C142,590 136,584 136,572Z';

function dressSide(c, style) {
  const soleC = mix(c.m, '#1b1410', 0.6);
  const lining = mix(c.m, '#efe4d6', 0.65);
  let s = '',
    top = 412;
  if (style === 'derby') {
    s += P(
      'M140,566C128,512 130,452 146,420C162,412 182,412 198,418C244,432 292,438 332,430L364,420C440,430 520,446 590,466C650,484 694,506 704,534C708,548 706,560 702,566Z',
      c.m,
    );
    s += P(
      'M142,566C128,512 130,452 146,420C162,412 182,412 198,418C244,432 292,438 332,430L364,420C410,428 446,438 474,448C476,494 452,536 430,566Z',
      c.m,
    );
    s += line(
      [
        [466, 462],
        [458, 506],
        [430, 552],
      ],
      c.l,
      2,
      ' stroke-dasharray="6 5"',
    );
    for (let i = 0; i < 4; i++) {
      const [x, y] = lerp([376, 428], [462, 452], i / 3);
      s += line(
        [
          [x, y + 10],
          [x - 6, y - 4],
        ],
        c.o,
        6,
        ' stroke-linecap="round"',
      );
      s += `<circle cx="${r(x)}" cy="${r(y + 12)}" r="4" fill="${c.l}" stroke="none"/>`;
    }
    s += P('M142,566C132,520 134,470 146,430C186,440 222,470 236,510C244,534 244,552 242,566Z', c.d);
  } else if (style === 'loafer') {
    top = 444;
    s += P('M146,448C190,436 300,436 410,460C360,470 300,470 236,456C206,448 176,444 146,448Z', lining);
    s += P(
      'M140,566C128,516 132,476 146,448C176,444 206,448 236,456C300,470 360,470 410,460C480,464 560,476 610,488C660,500 696,518 704,540C708,552 706,562 702,566Z',
      c.m,
    );
    s += P(
      'M414,466C426,488 446,494 476,496C540,500 610,508 656,524C680,532 694,540 700,548',
      'none',
      ` stroke="${c.o}" stroke-width="3" stroke-dasharray="7 5"`,
    );
    s += P('M404,460L458,466C462,486 460,500 456,512L414,508C412,490 410,476 404,460Z', c.d);
    s += line(
      [
        [420, 488],
        [444, 490],
      ],
      c.o,
      5,
      ' stroke-linecap="round"',
    );
    s += P('M142,566C132,524 134,488 146,454C180,462 212,486 226,520C232,540 232,556 230,566Z', c.d);
  } else if (style === 'maryJane') {
    top = 450;
    s += P('M146,504C210,494 320,486 470,478C430,492 390,518 330,522C270,522 200,510 146,504Z', lining);
    s += P(
      'M140,572C132,546 134,516 146,504C200,510 270,522 330,522C390,520 430,490 470,478C560,474 640,500 684,530C702,544 710,556 710,572Z',
      c.m,
    );
    s += P('M142,572C134,550 134,526 146,508C178,514 204,530 216,552L218,572Z', c.d);
    s += P('M312,524C326,494 352,476 386,474C412,474 432,482 448,494L436,508C420,498 404,492 386,492C362,492 344,504 334,524Z', c.d);
    s += `<circle cx="324" cy="512" r="7" fill="${c.l}"/>`;
  } else {
    top = 496;
    s += P('M146,508C220,498 340,496 492,500C450,514 420,528 390,528C300,532 200,516 146,508Z', lining);
    s += P(
      'M140,572C132,546 134,520 146,508C200,516 300,532 390,528C430,526 460,510 492,500C570,500 640,516 684,536C702,546 710,556 710,572Z',
      c.m,
    );
    s += P('M142,572C134,552 134,530 146,512C176,518 200,532 214,554L216,572Z', c.d);
    s += P('M494,500l-26,-16v30zM494,500l26,-16v30z', c.d);
    s += `<circle cx="494" cy="500" r="7" fill="${c.l}"/>`;
  }
  s += P(style === 'derby' || style === 'loafer' ? DRESS_SOLE : FLAT_SOLE, soleC);
  if (style === 'derby')
    s += P('M160,556C300,558 450,564 640,558C670,556 690,550 700,544', 'none', ` stroke="${c.l}" stroke-width="2" stroke-dasharray="5 5"`);
  return { svg: s, top };
}

function sandalSide(c, kind) {
  let s = '',
    top = 420;
  const out = mix(c.m, '#1b1410', 0.55);
  const cork = '#c9a06a';
  if (kind === 'wedgeSandal') {
    top = 380;
    const pale = ['beige', 'white'].includes(c.key);
    s += P('M150,560C146,500 150,440 164,400L200,400C194,440 194,500 200,560Z', c.m);
    s += P('M156,392C250,384 340,380 420,384L422,410C340,408 250,414 160,422Z', c.m);
    s += `<rect x="392" y="382" width="30" height="30" rx="4" fill="none" stroke="#d8c7a0" stroke-width="5"/>`;
    s += P('M474,528C484,482 520,456 568,456C616,456 646,486 658,540Z', c.m);
    s += P('M500,520C514,492 540,478 570,478C598,478 618,494 630,520', 'none', ` stroke="${c.l}" stroke-width="3" stroke-dasharray="6 5"`);
    s += P(
      'M140,488C140,470 150,462 170,462L620,530C660,536 704,542 708,556C710,576 692,588 660,588L160,590C146,590 140,580 140,568Z',
      pale ? '#c49a66' : '#e6d3b3',
    );
    for (let i = 0; i < 8; i++)
      s += line(
        [
          [180 + i * 60, 502 + i * 8.5],
          [180 + i * 60, 580],
        ],
        pale ? '#a97f4e' : '#cdb48c',
        2,
      );
    s += P('M140,578L708,578C702,586 690,590 660,590L160,590C148,590 140,586 140,578Z', out);
    return { svg: s, top };
  }
  if (kind === 'flipFlop') {
    top = 470;
    s += P('M420,552C450,510 520,480 600,482L604,502C540,504 480,524 456,556Z', c.d);
    s += P('M596,486L620,486L616,540L600,540Z', c.d);
    s += P(
      'M130,560C130,546 140,540 156,540C300,546 480,546 660,544C690,544 706,552 708,562C708,580 692,588 660,588L160,590C142,590 130,580 130,566Z',
      c.m,
    );
    s += line(
      [
        [150, 556],
        [690, 556],
      ],
      c.l,
      3,
    );
    s += P('M132,574L706,574C700,584 686,588 660,588L160,590C146,590 136,584 132,574Z', c.o);
    return { svg: s, top };
  }
  const soleTop =
    'M130,548C130,536 140,530 156,532C240,538 320,520 400,530C480,540 600,546 660,544C690,543 704,548 706,556C708,574 690,584 660,586L160,588C140,588 130,578 130,562Z';
  if (kind === 'recoverySlide') {
    top = 440;
    s += P('M370,546C380,470 440,440 500,440C570,440 620,480 634,546Z', c.m);
    s += P('M392,540C404,490 446,462 500,462C556,462 598,494 610,540', 'none', ` stroke="${c.l}" stroke-width="3"`);
    s += P(
      'M126,556C126,520 140,510 160,512C240,520 320,500 400,514C480,528 600,532 666,530C696,530 710,540 710,556C710,578 692,590 660,590L160,590C140,590 126,580 126,556Z',
      c.d,
    );
    s += line(
      [
        [150, 572],
        [690, 572],
      ],
      c.o,
      3,
    );
    return { svg: s, top };
  }
  if (kind === 'corkSlide') {
    top = 454;
    for (const [x0, x1] of [
      [330, 490],
      [480, 650],
    ]) {
      const mx = (x0 + x1) / 2;
      s += P(`M${x0},548C${x0 + 10},490 ${x0 + 40},460 ${mx},458C${x1 - 40},460 ${x1 - 10},490 ${x1},548Z`, c.m);
      s += `<rect x="${mx - 18}" y="486" width="34" height="28" rx="4" fill="none" stroke="#c4c0b8" stroke-width="6"/>`;
      s += line(
        [
          [mx, 500],
          [mx + 30, 500],
        ],
        '#c4c0b8',
        5,
      );
    }
    s += P(soleTop, cork);
    for (let i = 0; i < 9; i++)
      s += `<circle cx="${170 + i * 60}" cy="${556 + (i % 3) * 5}" r="${2 + (i % 2)}" fill="#a97f4a" stroke="none"/>`;
    s += P('M130,570L708,570C702,582 688,586 660,586L160,588C142,588 132,580 130,570Z', '#3b332d');
    s += P(
      'M140,536C200,540 240,540 320,522C400,530 480,542 600,548C640,548 680,546 702,548',
      'none',
      ` stroke="${mix(c.m, '#ffffff', 0.35)}" stroke-width="6"`,
    );
    return { svg: s, top };
  }
  // strapSandal / leatherSandal
  top = 400;
  const leather = kind === 'leatherSandal';
  s += P('M150,540C146,500 150,470 162,440L198,440C194,470 196,506 202,540Z', c.m);
  s += P('M156,432C250,426 360,420 450,412L452,440C360,446 250,452 160,460Z', c.m);
  s += P('M392,540C402,490 420,452 446,420L480,428C458,460 442,500 436,540Z', c.m);
  s += `<rect x="420" y="416" width="28" height="28" rx="4" fill="none" stroke="${leather ? '#bfa27a' : '#c4c0b8'}" stroke-width="5"/>`;
  if (leather) {
    s += P('M500,540C504,500 520,470 546,452L580,458C560,480 546,510 542,542Z', c.m);
    s += P('M600,546C604,514 618,492 640,480L668,490C650,506 642,526 640,546Z', c.m);
  } else {
    s += P('M540,544C544,508 560,482 590,468L626,474C604,494 590,520 588,546Z', c.m);
    s += `<rect x="566" y="468" width="26" height="26" rx="4" fill="none" stroke="#c4c0b8" stroke-width="5"/>`;
  }
  s += P(soleTop, leather ? mix(c.m, '#ffffff', 0.35) : '#efe6d6');
  s += P('M130,566L708,566C704,580 690,586 660,586L160,588C142,588 132,580 130,566Z', out);
  return { svg: s, top };
}

function slipperSide(c, kind) {
  let s = '',
    top = 424;
  const felt = kind === 'feltSlipper';
  const soleC = felt ? '#4a4440' : '#d9d4cc';
  if (kind === 'foamSlipper' || felt) {
    top = 430;
    s += P(
      'M134,556C132,530 146,520 170,522C250,528 320,532 380,536L380,566L134,566Z',
      kind === 'foamSlipper' ? '#f3ece4' : mix(c.m, '#ffffff', 0.55),
    );
    s += P('M340,566C342,498 384,446 456,430C560,410 650,448 690,494C706,514 712,540 710,566Z', c.m);
    if (felt) {
      s += P('M350,556C352,500 390,452 458,438', 'none', ` stroke="${c.l}" stroke-width="3" stroke-dasharray="4 6"`);
      for (let i = 0; i < 14; i++)
        s += `<circle cx="${410 + ((i * 53) % 270)}" cy="${470 + ((i * 29) % 80)}" r="2" fill="${c.l}" stroke="none"/>`;
    } else s += P('M348,560C348,498 388,450 458,436', 'none', ' stroke="#f7efe7" stroke-width="20"');
  } else {
    s += P(
      'M140,566C130,520 134,476 152,452C190,444 240,452 280,458C320,462 356,456 384,444C450,416 560,420 630,458C684,488 708,528 708,566Z',
      c.m,
    );
    s += P(
      'M152,452C190,444 240,452 280,458C320,462 356,456 384,444',
      'none',
      ` stroke="${kind === 'houseShoe' ? mix(c.m, '#ffffff', 0.55) : c.d}" stroke-width="16"`,
    );
    if (kind === 'closedSlipper') {
      s += P('M370,448L422,432C436,468 440,500 438,530L390,532C392,500 386,474 370,448Z', c.d);
      s += P('M388,504L438,502L438,530L390,532Z', c.l);
      s += P('M142,566C134,528 136,492 150,462C182,470 210,494 222,528C228,546 228,558 226,566Z', c.d);
    } else s += P('M440,440C500,460 560,470 620,468', 'none', ` stroke="${c.l}" stroke-width="3" stroke-dasharray="6 6"`);
  }
  s += P(
    'M130,566C130,556 138,550 150,550L680,550C700,550 712,558 712,570C712,582 700,590 680,590L150,590C138,590 130,582 130,574Z',
    soleC,
  );
  if (!felt)
    s += line(
      [
        [140, 576],
        [702, 576],
      ],
      '#bdb6ab',
      3,
    );
  return { svg: s, top };
}

function bootSide(c, kind) {
  let s = '',
    top = 290;
  const lug =
    'M128,566C126,544 136,534 150,534L610,534C650,534 686,530 702,518C714,540 708,566 684,578L660,590L150,590C136,590 128,580 128,566Z';
  if (kind === 'hikingBoot') {
    s += P(
      'M142,560C132,500 134,420 148,332C150,304 160,292 178,290C230,294 300,292 350,284C364,282 374,290 378,302C386,340 398,380 422,410C482,440 580,470 640,490C690,508 708,524 708,540L708,560Z',
      c.m,
    );
    s += P('M150,310C156,294 166,290 180,290C230,294 300,292 350,284C356,284 362,286 366,290L370,318C320,326 240,330 152,330Z', c.d);
    s += P('M142,560C132,510 134,460 146,420C186,430 226,460 240,500C250,530 250,550 248,560Z', c.d);
    s += P('M560,560C560,520 590,492 632,484C680,500 708,520 708,540L708,560Z', c.d);
    s += P('M372,300C384,344 400,384 428,414L460,424C430,386 414,344 404,300Z', c.l);
    for (let i = 0; i < 5; i++) {
      const [x, y] = lerp([386, 318], [446, 418], i / 4);
      s += line(
        [
          [x + 4, y],
          [x - 22, y - 6],
        ],
        c.lace,
        6,
        ' stroke-linecap="round"',
      );
      s += `<circle cx="${r(x + 4)}" cy="${r(y)}" r="5" fill="#c8c2b6"/>`;
    }
    s += P('M172,292C168,266 182,256 198,266L204,292Z', c.o);
    s += P(lug, '#3a3632');
    s += P('M130,560L700,552', 'none', ` stroke="${mix(c.m, '#ffffff', 0.5)}" stroke-width="8"`);
    for (let i = 0; i < 10; i++) s += `<rect x="${156 + i * 52}" y="578" width="30" height="14" rx="3" fill="#26231f"/>`;
    return { svg: s, top: 256 };
  }
  if (kind === 'winterBoot') {
    s += P(
      'M140,562C130,480 136,360 150,270C220,262 300,262 360,270C364,336 376,392 410,432C480,470 580,490 650,506C690,518 708,534 708,552L708,562Z',
      c.m,
    );
    for (let i = 0; i < 3; i++)
      s += line(
        [
          [160, 320 + i * 60],
          [340 + i * 8, 320 + i * 60],
        ],
        c.l,
        3,
        ' stroke-dasharray="8 6"',
      );
    s += P('M560,562C560,524 590,500 632,494C680,508 708,526 708,546L708,562Z', c.d);
    s += `<rect x="330" y="418" width="120" height="44" rx="12" fill="${c.d}" transform="rotate(-38 390 440)"/>`;
    s += `<rect x="338" y="430" width="40" height="20" rx="4" fill="${c.l}" transform="rotate(-38 390 440)"/>`;
    let fur = 'M140,284';
    for (let i = 0; i < 8; i++) fur += `q14,-26 28,0`;
    s += P(fur + 'L364,296C364,280 350,270 330,266L152,264C144,268 140,276 140,284Z', '#efe7da');
    s += P(lug, '#3a3632');
    s += P('M130,562L700,550', 'none', ` stroke="${c.l}" stroke-width="8"`);
    for (let i = 0; i < 10; i++) s += `<rect x="${156 + i * 52}" y="578" width="30" height="14" rx="3" fill="#26231f"/>`;
    return { svg: s, top: 250 };
  }
  const soleC = mix(c.m, '#1b1410', 0.65);
  if (kind === 'ankleBoot') {
    top = 330;
    s += P(
      'M142,566C134,500 138,420 150,350C210,344 280,344 340,350C350,400 368,432 410,452C480,474 570,478 630,488C684,498 708,524 708,556L706,566Z',
      c.m,
    );
    let fur = 'M146,370V350';
    for (let i = 0; i < 6; i++) fur += `q16,-24 33,0`;
    s += P(fur + 'V370Z', '#efe7da');
    s += line(
      [
        [326, 362],
        [336, 470],
      ],
      c.o,
      4,
      ' stroke-dasharray="3 3"',
    );
    s += P('M326,366h16v28h-16z', '#c8c2b6');
    s += P(
      'M134,556L250,556C320,560 400,564 470,566L640,562C676,560 700,552 708,540C712,562 698,582 662,588L250,590L144,592C138,586 134,574 134,556Z',
      soleC,
    );
    return { svg: s, top };
  }
  // chelseaBoot
  s += P(
    'M142,562C132,500 136,400 148,330C200,322 280,322 330,330C336,386 354,426 396,450C470,476 570,480 632,490C686,500 710,524 710,556L708,562Z',
    c.m,
  );
  s += P('M240,330C250,380 266,420 292,444C312,420 312,370 306,330Z', '#3b3633');
  for (let i = 0; i < 4; i++)
    s += line(
      [
        [252 + i * 14, 336],
        [262 + i * 10, 430 - i * 4],
      ],
      '#57514c',
      2,
    );
  s += P('M150,330C146,298 152,288 170,292L180,332Z', c.d);
  s += line(
    [
      [196, 338],
      [206, 470],
    ],
    c.o,
    4,
    ' stroke-dasharray="3 3"',
  );
  s += P('M192,342h16v26h-16z', '#c8c2b6');
  s += P(DRESS_SOLE, soleC);
  return { svg: s, top: 290 };
}

function clogSide(c) {
  let s = '';
  s += P('M142,540C142,528 150,522 166,522L300,526L300,546L142,546Z', '#cfc8bd');
  s += P('M300,474C250,470 196,478 158,498L164,520C200,502 252,496 302,498Z', c.d);
  s += P('M232,546C262,500 320,452 400,428C500,400 620,420 676,468C702,492 712,520 710,546Z', c.m);
  s += P('M242,540C270,500 324,458 400,436', 'none', ` stroke="${c.d}" stroke-width="10"`);
  s += `<circle cx="300" cy="486" r="10" fill="${c.l}"/>`;
  for (let i = 0; i < 3; i++) s += `<ellipse cx="${470 + i * 56}" cy="${444 + i * 12}" rx="9" ry="7" fill="${c.d}"/>`;
  s += P(
    'M138,548C138,536 146,530 162,530L640,536C676,538 706,542 710,554C714,576 696,590 660,590L176,592C152,592 138,580 138,566Z',
    '#3b3633',
  );
  s += line(
    [
      [150, 552],
      [700, 560],
    ],
    '#6b645d',
    4,
  );
  return { svg: s, top: 414 };
}

function postOpSide(c) {
  let s = '';
  s += P('M600,548C640,540 680,536 700,542L700,552L600,552Z', '#9c9a96');
  s += P(
    'M140,552C130,500 134,450 150,420C180,414 210,420 240,430C300,440 360,444 420,444C470,446 520,470 560,500C580,516 590,536 590,552Z',
    c.m,
  );
  for (let i = 0; i < 3; i++) {
    const x = 300 + i * 96;
    s += `<rect x="${x}" y="${420 + i * 14}" width="44" height="${96 - i * 6}" rx="10" fill="${c.d}" transform="rotate(${16 + i * 6} ${x + 22} ${470 + i * 14})"/>`;
    s += `<rect x="${x + 8}" y="${488 + i * 8}" width="28" height="18" rx="3" fill="${c.l}" transform="rotate(${16 + i * 6} ${x + 22} ${470 + i * 14})"/>`;
  }
  s += P('M130,552L680,548C700,548 710,560 708,572C706,584 690,592 670,592L150,592C136,592 130,582 130,568Z', '#4a4a4f');
  s += line(
    [
      [140, 560],
      [700, 558],
    ],
    '#6d6d73',
    3,
  );
  return { svg: s, top: 414 };
}

function side(p, c) {
  switch (p.kind) {
    case 'sneaker':
      return sneakerSide(c, { accent: true });
    case 'nursingShoe':
      return sneakerSide(c, { solid: true });
    case 'seamlessWalker':
      return sneakerSide(c, { seamless: true });
    case 'knitSneaker':
      return sneakerSide(c, { knit: true, seamless: true });
    case 'strapTrainer':
      return sneakerSide(c, { closure: 'straps', accent: true });
    case 'strapShoe':
      return sneakerSide(c, { closure: 'straps', seamless: true });
    case 'runningShoe':
      return sneakerSide(c, { sole: 'run', accent: true });
    case 'rockerSneaker':
      return sneakerSide(c, { sole: 'rocker', accent: true });
    case 'barefootSneaker':
      return sneakerSide(c, { sole: 'thin', knit: true });
    case 'loafer':
    case 'derby':
    case 'balletFlat':
    case 'maryJane':
      return dressSide(c, p.kind);
    case 'recoverySlide':
    case 'strapSandal':
    case 'leatherSandal':
    case 'corkSlide':
    case 'wedgeSandal':
    case 'flipFlop':
      return sandalSide(c, p.kind);
    case 'houseShoe':
    case 'closedSlipper':
    case 'foamSlipper':
    case 'feltSlipper':
      return slipperSide(c, p.kind);
    case 'hikingBoot':
    case 'winterBoot':
    case 'ankleBoot':
    case 'chelseaBoot':
      return bootSide(c, p.kind);
    case 'clog':
      return clogSide(c);
    case 'postOpShoe':
      return postOpSide(c);
  }
  throw new Error(`unknown kind ${p.kind}`);
}

// ---------- second view: from above (or the sole, for boots) ----------
const SNEAKERISH = new Set([
  'sneaker',
  'nursingShoe',
  'seamlessWalker',
  'knitSneaker',
  'strapTrainer',
  'strapShoe',
  'runningShoe',
  'rockerSneaker',
  'barefootSneaker',
]);
const WIDTH = {
  knitSneaker: 1.06,
  strapTrainer: 1.1,
  strapShoe: 1.1,
  seamlessWalker: 1.06,
  barefootSneaker: 1.16,
  houseShoe: 1.1,
  closedSlipper: 1.08,
  clog: 1.1,
  postOpShoe: 1.12,
  recoverySlide: 1.04,
};

function topView(p, c) {
  const w = WIDTH[p.kind] || 1;
  const O = outlinePath(w);
  let s = `<defs><path id="s" d="${O}"/><clipPath id="c"><use href="#s"/></clipPath></defs>`;
  const sandal = ['recoverySlide', 'strapSandal', 'leatherSandal', 'corkSlide', 'wedgeSandal', 'flipFlop'].includes(p.kind);
  let rim = '#f6f4ef',
    rimO = '#b6b0a5';
  if (['derby', 'loafer', 'balletFlat', 'maryJane'].includes(p.kind)) rim = rimO = mix(c.m, '#1b1410', 0.6);
  if (['clog', 'postOpShoe', 'feltSlipper', 'recoverySlide'].includes(p.kind)) rim = rimO = '#3b3633';
  if (sandal && p.kind !== 'recoverySlide') {
    rim = mix(c.m, '#1b1410', 0.55);
    rimO = rim;
  }
  s += `<use href="#s" fill="${rim}" stroke="${rimO}" stroke-width="26"/><use href="#s" fill="${rim}" stroke="${rim}" stroke-width="18"/>`;

  if (sandal) {
    const pale = ['beige', 'white'].includes(c.key);
    const bed = { corkSlide: '#d9b98a', recoverySlide: c.d, flipFlop: c.m }[p.kind] || (pale ? '#b98a5a' : '#efe6d6');
    s += `<use href="#s" fill="${bed}"/>`;
    if (p.kind === 'corkSlide') s += `<path d="${outlinePath(w, 0.1)}" fill="${mix(c.m, '#ffffff', 0.55)}" stroke="none"/>`;
    if (p.kind === 'flipFlop') {
      s += `<path d="${outlinePath(w, 0.08)}" fill="${c.l}" stroke="none"/>`;
      const [a] = span(400, w),
        [, b] = span(390, w);
      s += line(
        [
          [a - 6, 400],
          [330, 300],
          [372, 190],
        ],
        c.d,
        22,
        ' stroke-linecap="round" stroke-linejoin="round"',
      );
      s += line(
        [
          [b + 6, 390],
          [440, 290],
          [372, 190],
        ],
        c.d,
        22,
        ' stroke-linecap="round" stroke-linejoin="round"',
      );
      s += `<circle cx="372" cy="190" r="14" fill="${c.o}"/>`;
    } else if (p.kind === 'recoverySlide') {
      s += `<path d="${outlinePath(w, 0.08)}" fill="${c.m}" stroke="none"/>` + band(250, 170, w, c.m, 0, 14);
    } else if (p.kind === 'corkSlide') {
      s += band(250, 70, w, c.m) + band(390, 76, w, c.m);
      s += `<rect x="${r(span(285, w)[1]) - 10}" y="270" width="30" height="34" rx="4" fill="none" stroke="#c4c0b8" stroke-width="6"/>`;
      s += `<rect x="${r(span(428, w)[1]) - 14}" y="412" width="30" height="34" rx="4" fill="none" stroke="#c4c0b8" stroke-width="6"/>`;
    } else if (p.kind === 'wedgeSandal') {
      s += `<g clip-path="url(#c)"><rect x="250" y="236" width="300" height="56" fill="${c.m}" transform="rotate(-24 400 264)"/><rect x="250" y="236" width="300" height="56" fill="${c.m}" transform="rotate(24 400 264)"/></g>`;
      s += `<path d="M${r(span(520, w)[0]) - 8},520C${r(span(600, w)[0]) - 16},700 ${r(span(600, w)[1]) + 16},700 ${r(span(520, w)[1]) + 8},520" fill="none" stroke="${c.m}" stroke-width="26" stroke-linecap="round"/>`;
    } else {
      const leather = p.kind === 'leatherSandal';
      const ys = leather ? [220, 320, 430] : [230, 420];
      for (const y of ys) s += band(y, leather ? 50 : 56, w, c.m);
      s += `<path d="M${r(span(520, w)[0]) - 8},520C${r(span(600, w)[0]) - 16},700 ${r(span(600, w)[1]) + 16},700 ${r(span(520, w)[1]) + 8},520" fill="none" stroke="${c.m}" stroke-width="30" stroke-linecap="round"/>`;
      s += `<rect x="${r(span(446, w)[1]) - 6}" y="${leather ? 440 : 432}" width="26" height="30" rx="4" fill="none" stroke="${leather ? '#bfa27a' : '#c4c0b8'}" stroke-width="5"/>`;
    }
    return s;
  }

  if (['foamSlipper', 'feltSlipper', 'clog'].includes(p.kind)) {
    s += `<path d="${outlinePath(w, 0.07)}" fill="${p.kind === 'foamSlipper' ? '#f3ece4' : p.kind === 'clog' ? '#5a544e' : mix(c.m, '#ffffff', 0.55)}" stroke="none"/>`;
    const edge = p.kind === 'clog' ? 470 : 420;
    s += `<g clip-path="url(#c)"><path d="M0,0H800V${edge + 60}C560,${edge + 60} 480,${edge} 400,${edge}C320,${edge} 240,${edge + 60} 0,${edge + 60}Z" fill="${c.m}"/></g>`;
    s += `<path d="M${r(span(edge + 50, w)[0])},${edge + 50}C320,${edge} 480,${edge} ${r(span(edge + 50, w)[1])},${edge + 50}" fill="none" stroke="${p.kind === 'foamSlipper' ? '#f6eee6' : c.l}" stroke-width="${p.kind === 'foamSlipper' ? 18 : 4}"${p.kind === 'feltSlipper' ? ' stroke-dasharray="4 6"' : ''}/>`;
    if (p.kind === 'clog') {
      for (let i = 0; i < 9; i++)
        s += `<circle cx="${340 + (i % 3) * 50 + (i > 2 && i < 6 ? 10 : 0)}" cy="${200 + Math.floor(i / 3) * 60}" r="9" fill="${c.d}"/>`;
      const [a] = span(500, w),
        [, b] = span(500, w);
      s += `<path d="M${r(a)},500C${r(a) - 10},720 ${r(b) + 10},720 ${r(b)},500" fill="none" stroke="${c.d}" stroke-width="22"/>`;
    }
    return s;
  }

  // closed shoes
  s += `<use href="#s" fill="${c.m}" stroke="${c.o}" stroke-width="4"/>`;
  if (p.kind === 'knitSneaker' || p.kind === 'barefootSneaker') s += `<use href="#s" fill="url(#k)"/>`;
  const lining = ['derby', 'loafer', 'balletFlat', 'maryJane'].includes(p.kind) ? mix(c.m, '#efe4d6', 0.7) : c.o;
  const openTop =
    { balletFlat: 330, maryJane: 360, loafer: 430, derby: 450, houseShoe: 450, closedSlipper: 450, postOpShoe: 480 }[p.kind] || 470;
  const [oa, ob] = span(600, w);
  const l = oa + 26,
    R = ob - 26;
  s += `<path d="M400,${openTop}C${r(R)},${openTop} ${r(R)},560 ${r(R)},600C${r(R)},650 440,664 400,664C360,664 ${r(l)},650 ${r(l)},600C${r(l)},560 ${r(l)},${openTop} 400,${openTop}Z" fill="${lining}"/>`;
  if (SNEAKERISH.has(p.kind)) {
    s += `<path d="M366,520C360,440 364,350 380,300C392,286 430,286 438,300C454,350 456,440 448,520Z" fill="${c.l}"/>`;
    s += `<path d="M354,508C348,430 352,350 370,306M460,508C466,430 462,350 448,306" fill="none" stroke="${c.d}" stroke-width="22"/>`;
    if (p.kind === 'strapTrainer' || p.kind === 'strapShoe') {
      for (let i = 0; i < 3; i++) {
        const y = 310 + i * 72;
        const [a, b] = span(y + 20, w);
        s += `<rect x="${r(a) - 4}" y="${y}" width="${r(b - a) + 8}" height="46" rx="12" fill="${c.d}"/>`;
        s += `<rect x="${r(b) - 52}" y="${y + 8}" width="40" height="30" rx="4" fill="${c.l}"/>`;
      }
    } else {
      for (let i = 0; i < 6; i++) {
        const y1 = 316 + i * 36,
          y2 = y1 + 30;
        s += line(
          [
            [352, y1],
            [462, y2],
          ],
          c.lace,
          8,
          ' stroke-linecap="round"',
        );
        s += line(
          [
            [352, y2],
            [462, y1],
          ],
          c.lace,
          8,
          ' stroke-linecap="round"',
        );
      }
    }
    if (!['knitSneaker', 'seamlessWalker', 'strapShoe', 'barefootSneaker'].includes(p.kind)) {
      s += `<g clip-path="url(#c)"><path d="M0,0H800V200C600,260 200,260 0,200Z" fill="${c.d}"/></g>`;
    }
  } else if (p.kind === 'derby') {
    s += `<path d="M372,330C360,380 356,440 362,500L438,500C444,440 440,380 428,330Z" fill="${c.l}"/>`;
    for (let k = 0; k < 4; k++) {
      const y = 352 + k * 38;
      s += line(
        [
          [364, y],
          [436, y],
        ],
        c.o,
        7,
        ' stroke-linecap="round"',
      );
    }
    s += `<path d="M376,318C392,310 410,310 424,318" fill="none" stroke-dasharray="6 5" stroke="${c.l}" stroke-width="2"/>`;
  } else if (p.kind === 'loafer') {
    s += `<path d="M340,440C334,330 352,250 400,240C448,250 466,330 460,440" fill="none" stroke="${c.o}" stroke-width="3" stroke-dasharray="7 5"/>`;
    s += band(424, 38, w, c.d, 0, -2);
  } else if (p.kind === 'balletFlat') {
    s += `<path d="M384,320l-30,-20v40zM416,320l30,-20v40z" fill="${c.d}"/><circle cx="400" cy="320" r="10" fill="${c.l}"/>`;
  } else if (p.kind === 'maryJane') {
    s += band(440, 34, w, c.d, 0, 6);
    s += `<circle cx="${r(span(457, w)[1]) - 4}" cy="457" r="9" fill="${c.l}"/>`;
  } else if (p.kind === 'houseShoe' || p.kind === 'closedSlipper') {
    s += `<path d="M400,${openTop}C${r(R)},${openTop} ${r(R)},560 ${r(R)},600C${r(R)},650 440,664 400,664C360,664 ${r(l)},650 ${r(l)},600C${r(l)},560 ${r(l)},${openTop} 400,${openTop}Z" fill="none" stroke="${p.kind === 'houseShoe' ? mix(c.m, '#ffffff', 0.7) : c.d}" stroke-width="16"/>`;
    if (p.kind === 'closedSlipper') {
      s += band(380, 54, w, c.d, 0, 8);
      s += `<rect x="${r(span(400, w)[1]) - 50}" y="388" width="44" height="36" rx="4" fill="${c.l}"/>`;
    } else
      s += `<path d="M330,420C330,300 350,220 400,210C450,220 470,300 470,420" fill="none" stroke="${c.l}" stroke-width="3" stroke-dasharray="6 6"/>`;
  } else if (p.kind === 'postOpShoe') {
    s += `<g clip-path="url(#c)"><path d="M0,0H800V290H0Z" fill="#9c9a96"/></g>`;
    for (let i = 0; i < 3; i++) {
      const y = 300 + i * 92;
      s += band(y, 56, w, c.d, 0, 10);
      s += `<rect x="${r(span(y + 28, w)[1]) - 60}" y="${y + 10}" width="48" height="36" rx="4" fill="${c.l}"/>`;
    }
  }
  return s;
}

function soleView(p, c) {
  const O = outlinePath(1);
  let s = `<defs><path id="s" d="${O}"/><clipPath id="c"><use href="#s"/></clipPath></defs>`;
  const base = p.kind === 'hikingBoot' || p.kind === 'winterBoot' ? '#3a3632' : mix(c.m, '#1b1410', 0.65);
  s += `<use href="#s" fill="${c.m}" stroke="${c.o}" stroke-width="22"/><use href="#s" fill="${base}" stroke="${base}" stroke-width="8"/>`;
  s += '<g clip-path="url(#c)">';
  if (p.kind === 'hikingBoot' || p.kind === 'winterBoot') {
    for (let y = 130; y < 430; y += 46)
      s += `<path d="M240,${y}L400,${y + 26}L560,${y}V${y + 20}L400,${y + 46}L240,${y + 20}Z" fill="#56504a"/>`;
    for (let y = 540; y < 700; y += 46)
      s += `<path d="M240,${y + 20}L400,${y - 6}L560,${y + 20}V${y + 40}L400,${y + 14}L240,${y + 40}Z" fill="#56504a"/>`;
    s += `<rect x="200" y="448" width="400" height="58" fill="#2c2925"/>`;
  } else {
    s += `<rect x="200" y="560" width="400" height="200" fill="${mix(base, '#000000', 0.25)}"/>`;
    for (let y = 150; y < 520; y += 28)
      s += line(
        [
          [260, y],
          [540, y],
        ],
        mix(base, '#ffffff', 0.12),
        6,
      );
    s += line(
      [
        [200, 560],
        [600, 560],
      ],
      mix(base, '#ffffff', 0.25),
      4,
    );
  }
  s += '</g>';
  return s;
}

// ---------- assemble ----------
function frame(c, body, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">${defs}<rect width="800" height="800" fill="${c.bg}"/><circle cx="400" cy="400" r="330" fill="${c.bg2}"/>${body}</svg>\n`;
}
const G = (c, inner) => `<g stroke="${c.o}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round">${inner}</g>`;

function drawSide(p) {
  const c = palette(p.colour);
  const { svg, top } = side(p, c);
  const sx = 1.04,
    sy = 1.2,
    ty = r(412 - (sy * (top + 592)) / 2),
    tx = r(400 - sx * 418);
  const shadow = `<ellipse cx="418" cy="594" rx="300" ry="14" fill="#000000" opacity="0.1"/>`;
  const knit = ['knitSneaker', 'barefootSneaker'].includes(p.kind) ? `<defs>${KNIT(c)}</defs>` : '';
  return frame(c, `<g transform="translate(${tx},${ty}) scale(${sx},${sy})">${shadow}${G(c, svg)}</g>`, knit);
}
function drawSecond(p) {
  const c = palette(p.colour);
  const boot = ['hikingBoot', 'winterBoot', 'ankleBoot', 'chelseaBoot'].includes(p.kind);
  const body = boot ? soleView(p, c) : topView(p, c);
  const knit = ['knitSneaker', 'barefootSneaker'].includes(p.kind) ? `<defs>${KNIT(c)}</defs>` : '';
  // top/sole views are drawn toe-up; tilt them a little for a livelier composition
  return frame(c, `<g transform="rotate(${boot ? -24 : 24} 400 400)">${G(c, body)}</g>`, knit);
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'db/seed/images');
mkdirSync(outDir, { recursive: true });
let largest = 0;
for (const p of PRODUCTS) {
  for (const [n, svg] of [
    [1, drawSide(p)],
    [2, drawSecond(p)],
  ]) {
    writeFileSync(join(outDir, `${p.sku}-${n}.svg`), svg);
    largest = Math.max(largest, Buffer.byteLength(svg));
  }
}
console.log(`wrote ${PRODUCTS.length * 2} images to ${outDir} (largest ${largest} bytes)`);
