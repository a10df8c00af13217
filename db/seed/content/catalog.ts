/** Which documents exist, of what kind and since when. Texts are in the language files. */
export const CONTENT_DOCUMENTS = [
  { kind: 'blog', slug: 'choosing-shoes-for-diabetic-feet', publishedAt: '2026-10-28' },
  { kind: 'blog', slug: 'how-to-measure-your-feet-at-home', publishedAt: '2026-10-07' },
  { kind: 'blog', slug: 'caring-for-leather-comfort-shoes', publishedAt: '2026-09-16' },
  { kind: 'blog', slug: 'arch-support-explained', publishedAt: '2026-08-26' },
  { kind: 'blog', slug: 'wide-feet-and-bunions-finding-room', publishedAt: '2026-07-30' },
  { kind: 'blog', slug: 'summer-sandals-that-support-you', publishedAt: '2026-06-18' },
  { kind: 'article', slug: 'foot-health-basics', publishedAt: '2026-05-12' },
  { kind: 'article', slug: 'size-conversion-guide', publishedAt: '2026-04-21' },
  { kind: 'article', slug: 'walking-for-better-health', publishedAt: '2026-03-30' },
  { kind: 'page', slug: 'about', publishedAt: '2026-01-15' },
  { kind: 'page', slug: 'shipping', publishedAt: '2026-01-15' },
  { kind: 'page', slug: 'returns-and-exchanges', publishedAt: '2026-01-15' },
  { kind: 'page', slug: 'privacy', publishedAt: '2026-01-15' },
  { kind: 'page', slug: 'terms', publishedAt: '2026-01-15' },
  { kind: 'page', slug: 'contact', publishedAt: '2026-01-15' },
  // Legal pages, in the languages of the markets whose law asks for them (locales/markets.ts legalPages).
  { kind: 'page', slug: 'withdrawal', publishedAt: '2026-11-24', languages: ['en', 'de', 'cs', 'es', 'fr', 'hu', 'ro', 'sk', 'pl'] },
  { kind: 'page', slug: 'imprint', publishedAt: '2026-11-24', languages: ['de'] },
  { kind: 'page', slug: 'commerce-disclosure', publishedAt: '2026-11-24', languages: ['ja'] },
] as const satisfies readonly { kind: string; slug: string; publishedAt: string; languages?: readonly string[] }[];

export type ContentKind = (typeof CONTENT_DOCUMENTS)[number]['kind'];
export const FAQ_ENTRIES = 10;
