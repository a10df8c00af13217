/**
 * Shop content (blog posts, articles, general pages, FAQ) per language. Bodies are Markdown
 * of a small subset: paragraphs, "## " and "### " headings, "- " and "1. " lists, **bold**,
 * *italic* and [links](/path or https://...). Two tokens are filled in per market when shown:
 * {{email}} (the market's help e-mail) and {{threshold}} (its free-shipping threshold).
 */

export interface DocumentText {
  title: string;
  /** One or two sentences: listings and the meta description (max ~160 characters). */
  summary: string;
  body: string;
}

export interface FaqText {
  question: string;
  answer: string;
}

/** One language's content: every document by slug, and the FAQ in order. */
export interface LanguageContent {
  documents: Record<string, DocumentText>;
  faq: FaqText[];
}

/**
 * A market's variant of a language's content (en-US.json, en-GB.json, en-AU.json beside
 * en.json): only the documents and FAQ entries worded differently in that market; the shop reads
 * the rest from the language's file (decision 038). Documents are matched by slug. FAQ entries
 * are matched by position: the key is the entry's place in the language's `faq` list, counted
 * from 1 ("3" replaces the third question and its answer), as faq_entries.position counts them.
 */
export interface VariantContent {
  documents?: Record<string, DocumentText>;
  faq?: Record<string, FaqText>;
}
