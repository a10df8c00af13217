import { newStemmer } from 'snowball-stemmers';
import type { ContentLanguage } from './markets';

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
    stemmer = newStemmer(algorithm);
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
