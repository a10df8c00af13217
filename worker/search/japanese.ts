import { JAPANESE_WORDS, SEARCH_WORDS } from '../../locales/search-words';

/**
 * Japanese is written without spaces: a query is cut into the words the shop knows
 * (JAPANESE_WORDS and SEARCH_WORDS.jp's keys), the longest one where it starts, so "婦人靴" is
 * searched as 婦人 and 靴 and "防水ブーツ" as 防水 and ブーツ. What lies between two known words
 * is a word too, unless it is a single hiragana (の, な): a particle, in nearly every text.
 * The index needs no cutting: it holds every three characters of a text (trigram), so a word
 * of three or more is found wherever it stands; shorter ones are looked for in the texts found.
 */
const KNOWN = new Set([...JAPANESE_WORDS, ...Object.keys(SEARCH_WORDS.jp)]);
const LONGEST = Math.max(...[...KNOWN].map((word) => [...word].length));

const PARTICLE = /^[\u3041-\u3096]$/u;

export function japaneseWords(term: string): string[] {
  const letters = [...term];
  const words: string[] = [];
  let unknown = '';
  const endUnknown = () => {
    if (unknown && !PARTICLE.test(unknown)) words.push(unknown);
    unknown = '';
  };
  for (let at = 0; at < letters.length; ) {
    let found = '';
    for (let n = Math.min(LONGEST, letters.length - at); n >= 1 && !found; n--) {
      const word = letters.slice(at, at + n).join('');
      if (KNOWN.has(word)) found = word;
    }
    if (found) {
      endUnknown();
      words.push(found);
      at += [...found].length;
    } else {
      unknown += letters[at];
      at += 1;
    }
  }
  endUnknown();
  return words.length > 0 ? words : [term];
}

const HIRAGANA = /^[\u3041-\u3096ー]+$/u;

/** A word typed in hiragana, also in katakana (すにーかー, スニーカー): the catalog writes loanwords in katakana. */
export function inKatakana(word: string): string | null {
  if (!HIRAGANA.test(word)) return null;
  return word.replace(/[\u3041-\u3096]/gu, (kana) => String.fromCharCode(kana.charCodeAt(0) + 0x60));
}
