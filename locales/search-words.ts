import type { MarketCode } from './markets';

/**
 * Words shoppers of a market type for what the catalog calls otherwise: each key (lower case,
 * without diacritics) also searches for its values. Spellings (orthopedic/orthopaedic), local
 * names (trainers, thongs, runners, Turnschuhe, pantoufles) and everyday words for the shop's
 * kinds of shoe. Kept here as data: add a line when the search log shows a word that found
 * nothing.
 */
export const SEARCH_WORDS: Record<MarketCode, Record<string, string[]>> = {
  us: {
    orthopedic: ['orthopaedic'],
    orthotic: ['orthopaedic', 'arch'],
    trainers: ['sneaker', 'trainer'],
    tennis: ['sneaker'],
    booties: ['boot'],
    moccasins: ['loafer'],
    slides: ['slide', 'sandal'],
    thongs: ['flip'],
    flipflops: ['flip'],
  },
  gb: {
    orthopedic: ['orthopaedic'],
    trainers: ['sneaker', 'trainer'],
    plimsolls: ['sneaker'],
    wellies: ['boot'],
    mules: ['slide', 'clog'],
    flipflops: ['flip'],
  },
  au: {
    orthopedic: ['orthopaedic'],
    thongs: ['flip'],
    runners: ['sneaker', 'running'],
    joggers: ['sneaker', 'running'],
    trainers: ['sneaker', 'trainer'],
    scuffs: ['slipper', 'slide'],
    flipflops: ['flip'],
  },
  de: {
    turnschuhe: ['sneaker', 'sportschuh', 'freizeitschuh'],
    sportschuhe: ['sneaker', 'sportschuh'],
    laufschuhe: ['laufschuh', 'sneaker'],
    wanderschuhe: ['wanderstiefel'],
    hausschuhe: ['hausschuh', 'filzhausschuh'],
    pantoffeln: ['hausschuh'],
    latschen: ['pantolette', 'hausschuh'],
    badelatschen: ['pantolette'],
    ballerinas: ['ballerina'],
    clogs: ['berufsclog'],
    flipflops: ['zehentrenner'],
    gesundheitsschuhe: ['orthopadisch'],
  },
  cz: {
    botasky: ['tenisky'],
    papuce: ['backory'],
    crocsy: ['pantofle'],
    zabky: ['zabky'],
    kozacky: ['boty'],
  },
  es: {
    pantuflas: ['zapatilla', 'pantufla'],
    deportivas: ['zapatilla'],
    tenis: ['zapatilla'],
    chancletas: ['chancla'],
    zuecos: ['zueco'],
    ortopedicos: ['ortoped'],
  },
  fr: {
    pantoufles: ['chausson'],
    tennis: ['basket'],
    sneakers: ['basket'],
    claquettes: ['mule'],
    tongs: ['tong'],
  },
  hu: {
    turacipo: ['turabakancs'],
    edzocipo: ['sportcipo'],
    mamusz: ['papucs'],
    strandpapucs: ['papucs'],
    tornacipo: ['sportcipo'],
  },
  jp: {
    スリッパ: ['ルームシューズ'],
    運動靴: ['スニーカー'],
    ビーサン: ['トングサンダル'],
    長靴: ['ブーツ'],
  },
  ro: {
    adidasi: ['sport'],
    tenisi: ['sport'],
    slapi: ['slapi'],
    saboti: ['saboti'],
  },
  sk: {
    botasky: ['tenisky'],
    crocsy: ['nazuvacia'],
    balerinky: ['baleriny'],
    slapky: ['slapky'],
  },
  pl: {
    trampki: ['sportowe'],
    adidasy: ['sportowe'],
    laczki: ['kapcie'],
    papcie: ['kapcie'],
    crocsy: ['chodaki'],
  },
};
