import type { Language } from '../types';
import { CONTENT_DOCUMENTS, FAQ_ENTRIES } from './catalog';
import { cs } from './cs';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hu } from './hu';
import { ja } from './ja';
import { legalCs } from './legal/cs';
import { legalDe } from './legal/de';
import { legalEn } from './legal/en';
import { legalEs } from './legal/es';
import { legalFr } from './legal/fr';
import { legalHu } from './legal/hu';
import { legalJa } from './legal/ja';
import { legalPl } from './legal/pl';
import { legalRo } from './legal/ro';
import { legalSk } from './legal/sk';
import { pl } from './pl';
import { ro } from './ro';
import { sk } from './sk';
import type { LanguageContent } from './types';

/** The legal pages of the markets whose law asks for them (db/seed/content/legal/), by language. */
const LEGAL = {
  de: legalDe,
  en: legalEn,
  cs: legalCs,
  es: legalEs,
  fr: legalFr,
  hu: legalHu,
  ja: legalJa,
  ro: legalRo,
  sk: legalSk,
  pl: legalPl,
};

const withLegal = (language: Language, content: LanguageContent): LanguageContent => ({
  ...content,
  documents: { ...content.documents, ...LEGAL[language] },
});

export const CONTENT: Record<Language, LanguageContent> = {
  de: withLegal('de', de),
  en: withLegal('en', en),
  cs: withLegal('cs', cs),
  es: withLegal('es', es),
  fr: withLegal('fr', fr),
  hu: withLegal('hu', hu),
  ja: withLegal('ja', ja),
  ro: withLegal('ro', ro),
  sk: withLegal('sk', sk),
  pl: withLegal('pl', pl),
};

/** Rows for content_documents and faq_entries, checked for completeness as they are built. */
export function contentRows() {
  const documents = Object.entries(CONTENT).flatMap(([language, content]) =>
    CONTENT_DOCUMENTS.filter((doc) => !('languages' in doc) || (doc.languages as readonly string[]).includes(language)).map((doc) => {
      const text = content.documents[doc.slug];
      if (!text) throw new Error(`Content ${doc.slug} is missing in ${language}`);
      return [doc.kind, doc.slug, language, text.title, text.summary, text.body, doc.publishedAt, doc.publishedAt];
    }),
  );
  const faq = Object.entries(CONTENT).flatMap(([language, content]) => {
    if (content.faq.length !== FAQ_ENTRIES) throw new Error(`FAQ of ${language} has ${content.faq.length} entries`);
    return content.faq.map((entry, i) => [language, i + 1, entry.question, entry.answer]);
  });
  return { documents, faq };
}
