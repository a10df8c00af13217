/**
 * The languages a market reads texts in (locales/text-variants.ts textLanguages): its variant of
 * the language first (en-US, en-GB, en-AU), where one is written, else the language (decision 038).
 */
export interface TextLanguages {
  language: string;
  variant?: string;
}
