import { type ContentLanguage, MARKET_CODES, MARKETS, type Market } from './markets';

/**
 * Markets that share a content language each read their own variant of it first: us, gb and au
 * share English, and rows in the language `market.locale` (en-US, en-GB, en-AU) hold only the
 * texts (a product's, a collection's, a document, an FAQ entry) worded differently there; every
 * other text is the shared language's (decision 038). One rule: a market has a variant when
 * another market shares its language. Kept out of markets.ts, which reaches the browser.
 */
const shared = (language: ContentLanguage) => MARKET_CODES.filter((code) => MARKETS[code].language === language).length > 1;

/** The languages a market's texts are read in: its variant first, if it has one, else the language. */
export interface TextLanguages {
  language: ContentLanguage;
  variant?: string;
}

export function textLanguages(market: Pick<Market, 'language' | 'locale'>): TextLanguages {
  return shared(market.language) ? { language: market.language, variant: market.locale } : { language: market.language };
}

/** Every variant tag a text may be written in (en-US, en-GB, en-AU), besides the languages. */
export const TEXT_VARIANTS: readonly string[] = MARKET_CODES.flatMap((code) => textLanguages(MARKETS[code]).variant ?? []);

/** The language a variant tag varies ('en' for 'en-GB'), or undefined for anything else. */
export function languageOfVariant(tag: string): ContentLanguage | undefined {
  const code = MARKET_CODES.find((c) => textLanguages(MARKETS[c]).variant === tag);
  return code ? MARKETS[code].language : undefined;
}
