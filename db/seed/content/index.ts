import type { Language } from '../types';
import { CONTENT_DOCUMENTS, FAQ_ENTRIES } from './catalog';
import { cs } from './cs';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hu } from './hu';
import { ja } from './ja';
import { pl } from './pl';
import { ro } from './ro';
import { sk } from './sk';
import type { LanguageContent } from './types';

export const CONTENT: Record<Language, LanguageContent> = { de, en, cs, es, fr, hu, ja, ro, sk, pl };

/** Rows for content_documents and faq_entries, checked for completeness as they are built. */
export function contentRows() {
  const documents = Object.entries(CONTENT).flatMap(([language, content]) =>
    CONTENT_DOCUMENTS.map((doc) => {
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
