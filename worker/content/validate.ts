import { MARKET_CODES, MARKETS, type MarketCode } from '../../locales/markets';
import { legalPageTokens, PROVIDER_TOKENS, SELLER_FIELDS, TOKEN_SOURCES } from '../seller/rules';

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
  'importCharges',
  ...SELLER_FIELDS.filter((field) => field !== 'legalForm' && field !== 'jpRegistration').map((field) => `company.${field}`),
  ...PROVIDER_TOKENS,
  // Named where SMS is configured (us, jp, au, decision 037); its line is left out otherwise.
  'providers.sms',
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
 * The markets a text of `language` is read in: a market's variant (en-GB) is its own; a language
 * (de, or en shared by us, gb and au) those that read it. A text shared by several markets keeps
 * what all of them ask for; each market's variant what its own law adds.
 */
function marketsReading(language: string): MarketCode[] {
  const own = MARKET_CODES.filter((code) => MARKETS[code].locale === language);
  return own.length ? own : MARKET_CODES.filter((code) => MARKETS[code].language === language);
}

/**
 * A legal page keeps what its law asks it to name, as the tokens it fills it in by
 * (worker/seller/rules.ts `legalPageTokens`): the seller's details on every one, the
 * recipients on the privacy policy, the identifiers on the terms, the Impressum's and the
 * Japanese disclosure's own. A value the shop has not set still leaves its line out.
 */
export function legalProblems(slug: string, body: string, language: string): string[] {
  const [first, ...others] = marketsReading(language).map((market) => legalPageTokens(slug, market));
  const required = (first ?? []).filter((token) => others.every((tokens) => tokens.includes(token)));
  return required
    .filter((token) => !body.includes(`{{${token}}}`))
    .map((token) => `body: the legal page ${slug} must name {{${token}}} (${TOKEN_SOURCES[token]}); put it back`);
}
