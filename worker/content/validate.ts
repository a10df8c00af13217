import { LEGAL_PAGES } from '../../locales/markets';
import { REQUIRED_COMPANY_DETAILS } from '../config';

/**
 * What the back office refuses in a content text, one problem a line: what markdown.ts would
 * show as literal text (HTML, images, code, tables, other headings), links it would drop, and
 * tokens it does not know. The parser itself accepts anything, so a typo would reach shoppers
 * as stray signs; here it is a 400 naming the line instead.
 */
const TOKENS = new Set([
  'email',
  'threshold',
  'shipping',
  'paymentMethods',
  ...['name', 'address', 'representative', 'register', 'vatId', 'phone', 'operationsManager'].map((k) => `company.${k}`),
]);
const SAFE_HREF = /^(\/(?![/\\])|https:\/\/|mailto:)/i;

export function markdownProblems(source: string, field: string): string[] {
  const problems: string[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  lines.forEach((raw, i) => {
    const line = raw.trim();
    const at = `${field}, line ${i + 1}`;
    if (/^#+\s/.test(line) && !/^#{2,3}\s/.test(line))
      problems.push(`${at}: headings are "## " or "### " (the page's title is its only first-level heading)`);
    if (/<\/?[a-zA-Z][^>]*>/.test(line)) problems.push(`${at}: HTML is not part of the content Markdown and would show as text`);
    if (/!\[[^\]]*\]\(/.test(line)) problems.push(`${at}: images are not part of the content Markdown`);
    if (line.startsWith('```') || line.startsWith('~~~')) problems.push(`${at}: code blocks are not part of the content Markdown`);
    if (line.startsWith('|')) problems.push(`${at}: tables are not part of the content Markdown`);
    if (line.startsWith('>')) problems.push(`${at}: quotes are not part of the content Markdown`);
    for (const [, href] of line.matchAll(/\[(?:\\.|[^\]])+\]\(([^)\s]+)\)/g))
      if (!SAFE_HREF.test(href)) problems.push(`${at}: the link to "${href}" would not be a link: links go to /paths, https:// or mailto:`);
    for (const [whole, name] of line.matchAll(/\{\{([^}]*)\}\}/g)) {
      if (name === 'size-table' && line !== whole) problems.push(`${at}: {{size-table}} stands on a line of its own`);
      else if (name !== 'size-table' && !TOKENS.has(name))
        problems.push(`${at}: unknown value ${whole} (known: ${[...TOKENS].map((t) => `{{${t}}}`).join(', ')})`);
    }
  });
  return problems;
}

/** Text that is one line in the shop (titles, summaries, questions): no Markdown blocks, no line breaks. */
export function lineProblems(text: string, field: string): string[] {
  const problems: string[] = [];
  if (/[\r\n]/.test(text)) problems.push(`${field}: one line, without line breaks`);
  if (/<\/?[a-zA-Z][^>]*>/.test(text)) problems.push(`${field}: HTML is not part of the content and would show as text`);
  for (const [whole, name] of text.matchAll(/\{\{([^}]*)\}\}/g)) if (!TOKENS.has(name)) problems.push(`${field}: unknown value ${whole}`);
  return problems;
}

/**
 * The details beyond name, address and phone that a legal page exists to name (worker/seller/rules.ts
 * says which the market's law requires): the Impressum's representative, register entry and VAT id
 * (§ 5 DDG), the Japanese disclosure's 代表者 and 運営統括責任者 (特定商取引法 § 11). A detail the
 * seller has not (a sole trader's register) still leaves its line out when empty.
 */
const PAGE_DETAILS: Partial<Record<string, { setting: string; token: string }[]>> = {
  imprint: [
    { setting: 'COMPANY_REPRESENTATIVE', token: '{{company.representative}}' },
    { setting: 'COMPANY_REGISTER', token: '{{company.register}}' },
    { setting: 'COMPANY_VAT_ID', token: '{{company.vatId}}' },
  ],
  'commerce-disclosure': [
    { setting: 'COMPANY_REPRESENTATIVE', token: '{{company.representative}}' },
    { setting: 'COMPANY_OPERATIONS_MANAGER', token: '{{company.operationsManager}}' },
  ],
};

/**
 * A legal page keeps the seller's details the law asks for: name, address and phone on every
 * one (worker/config.ts), and what its own law adds, as the tokens the page fills them in by.
 */
export function legalProblems(slug: string, body: string): string[] {
  if (!(LEGAL_PAGES as readonly string[]).includes(slug)) return [];
  return [...REQUIRED_COMPANY_DETAILS, ...(PAGE_DETAILS[slug] ?? [])]
    .filter(({ token }) => !body.includes(token))
    .map(({ token, setting }) => `body: the legal page ${slug} must name the seller's ${token} (${setting}); put it back`);
}
