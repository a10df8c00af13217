import type { ContentLanguage } from './markets';
import { COMPOUND_HEADS } from './search-words';

/**
 * The stem of a word in a language, so a query finds every form of it: Snowball's stemmers
 * where Snowball has one (Slovak takes the Czech one, its closest relative). Polish has none,
 * so it gets a light suffix stripper of its common noun and adjective endings (decision 017).
 * Japanese is not stemmed: its trigram index matches parts of words already.
 */

const ALGORITHMS: Partial<Record<ContentLanguage, string>> = {
  de: 'german',
  en: 'english',
  cs: 'czech',
  sk: 'czech',
  es: 'spanish',
  fr: 'french',
  hu: 'hungarian',
  ro: 'romanian',
};

const stemmers = new Map<string, { stem(word: string): string }>();

/**
 * Snowball's stemmers, loaded by the first request that searches or indexes: they are 750 KB of
 * the worker, which most requests never need (decision 048). Every caller of what follows
 * awaits `stemmersReady()` first.
 */
let snowball: typeof import('snowball-stemmers') | undefined;
export async function stemmersReady(): Promise<void> {
  const loaded: typeof import('snowball-stemmers') & { default?: typeof import('snowball-stemmers') } = await import('snowball-stemmers');
  // A CommonJS module: a split bundle hands its exports over as the default export only.
  snowball ??= loaded.default ?? loaded;
}

// Longest first: "butów" -> "but", "sandałami" -> "sandał".
const POLISH_ENDINGS = [
  'ami',
  'ach',
  'owi',
  'ego',
  'emu',
  'ymi',
  'imi',
  'ich',
  'ych',
  'iej',
  'ów',
  'om',
  'ej',
  'ie',
  'y',
  'i',
  'a',
  'e',
  'ę',
  'ą',
  'u',
  'o',
];

function polishStem(word: string): string {
  const ending = POLISH_ENDINGS.find((e) => word.endsWith(e) && [...word].length - [...e].length >= 3);
  return ending ? word.slice(0, word.length - ending.length) : word;
}

export function stemOf(language: ContentLanguage, word: string): string {
  if (language === 'pl') return polishStem(word);
  const algorithm = ALGORITHMS[language];
  if (!algorithm) return word;
  let stemmer = stemmers.get(algorithm);
  if (!stemmer) {
    if (!snowball) throw new Error('Stemming before stemmersReady(): await it where the request starts');
    stemmer = snowball.newStemmer(algorithm);
    stemmers.set(algorithm, stemmer);
  }
  return stemmer.stem(word);
}

/**
 * Where a word may start, as prefixes to match: the word itself, its stem, and for the Slavic
 * languages (whose plurals and cases change the last letters, "tenisek"/"tenisky") the word
 * without its last two letters.
 */
export function prefixesOf(language: ContentLanguage, word: string): string[] {
  const prefixes = new Set([word, stemOf(language, word)]);
  const letters = [...word];
  if ((language === 'cs' || language === 'sk' || language === 'pl') && letters.length >= 6) prefixes.add(letters.slice(0, -2).join(''));
  return [...prefixes].filter((p) => [...p].length >= 2);
}

/** Lower case without diacritics, as the search index compares ("orthopädisch" = "orthopadisch"). */
export const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

// A compound's parts: a modifier of at least three letters, then a known head, then at most
// three letters of ending ("schuh|e", "cipő|k"). A modifier is split again, up to four parts.
const MIN_MODIFIER = 3;
const MAX_ENDING = 3;
const MAX_PARTS = 4;
const MIN_COMPOUND = 6;

/**
 * The parts of a compound of a compounding language (German, Hungarian), as the index and a
 * query both split it, so either may write it whole or apart: "diabetikerschuhe" is
 * "diabetiker schuhe", "damenhausschuh" "damen haus schuh", "bőrcipő" "bor cipo". The heads
 * are data (COMPOUND_HEADS): what comes before a head is taken as a word whatever it is, so
 * "walkingschuh" splits though "walking" is in no list. Parts are folded, ß as ss. Empty when
 * the word is not a compound of a known head (decision 039).
 */
export function compoundParts(language: ContentLanguage, word: string): string[] {
  const heads = headsOf(language);
  const plain = folded(word).replace(/ß/g, 'ss');
  if (!heads || [...plain].length < MIN_COMPOUND) return [];
  const parts = splitAtHead(plain, heads, MAX_PARTS);
  return parts.length > 1 ? parts : [];
}

const longestFirst = new Map<ContentLanguage, readonly string[] | undefined>();
function headsOf(language: ContentLanguage) {
  if (!longestFirst.has(language))
    longestFirst.set(
      language,
      COMPOUND_HEADS[language]?.toSorted((a, b) => b.length - a.length),
    );
  return longestFirst.get(language);
}

function splitAtHead(word: string, heads: readonly string[], room: number): string[] {
  if (room < 2) return [word];
  // Longest head first: "sandalette" before "sandale".
  for (const head of heads) {
    const at = word.lastIndexOf(head);
    if (at < MIN_MODIFIER || word.length - at - head.length > MAX_ENDING) continue;
    const modifier = splitAtHead(word.slice(0, at), heads, room - 1);
    return [...modifier, word.slice(at)];
  }
  return [word];
}

/** The words of a text (as the search reads a query: letters and digits, lower case). */
const wordsOf = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * A text as the stems of its words, each stemmed as written and without diacritics (shoppers
 * type both), for the stemmed index; a query's words are stemmed the same way.
 */
export function stemmedText(language: ContentLanguage, text: string): string {
  const out: string[] = [];
  for (const word of wordsOf(text)) {
    out.push(stemOf(language, word));
    const plain = folded(word);
    if (plain !== word) out.push(stemOf(language, plain));
    // A compound's parts too: "Walkingschuh" is found by "Schuhe", "Damenschuhe" by its parts.
    for (const part of compoundParts(language, word)) out.push(stemOf(language, part));
  }
  return out.join(' ');
}

/** What the stemmed index keeps of a product text: its title, and the rest. */
export function stemmedProductText(language: ContentLanguage, text: { title: string; summary: string; description: string }) {
  return { title: stemmedText(language, text.title), body: stemmedText(language, `${text.summary} ${text.description}`) };
}

/** The stems a query word may have (as written, and without diacritics). */
export function stemsOf(language: ContentLanguage, word: string): string[] {
  return [...new Set([stemOf(language, word), stemOf(language, folded(word))])];
}
