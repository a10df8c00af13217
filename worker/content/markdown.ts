import type { ContentBlock, Inline } from '../../client/contract/payloads';
import { SIZES } from '../../locales/sizes';

/**
 * Markdown of the content subset (types in db/seed/content/types.ts) into blocks the page
 * renders as React elements. Nothing becomes HTML here: any markup in the text stays text, and
 * only relative, https and mailto links become links.
 */
/** A line of its own that places the size table (rendered from locales/sizes.ts, never typed by hand). */
const SIZE_TABLE = '{{size-table}}';

export function parseMarkdown(source: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: { t: 'ul' | 'ol'; items: Inline[][] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ t: 'p', c: parseInline(paragraph.join(' ')) });
    paragraph = [];
    if (list) blocks.push(list);
    list = null;
  };
  for (const raw of lines) {
    const line = raw.trim();
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (line === '') {
      flush();
    } else if (line === SIZE_TABLE) {
      flush();
      blocks.push({ t: 'sizes', rows: SIZES });
    } else if (heading) {
      flush();
      blocks.push({ t: heading[1].length === 2 ? 'h2' : 'h3', c: parseInline(heading[2]) });
    } else if (bullet || numbered) {
      const kind = bullet ? 'ul' : 'ol';
      if (paragraph.length > 0 || (list && list.t !== kind)) flush();
      list ??= { t: kind, items: [] };
      list.items.push(parseInline((bullet ?? numbered)?.[1] ?? ''));
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

const SAFE_HREF = /^(\/(?![/\\])|https:\/\/|mailto:)/i;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  // Escapes (a backslash before a sign the subset uses), links, **bold**, *italic*; the rest is text.
  const pattern = /\\([\\*[\]()#.-])|\[((?:\\.|[^\]])+)\]\(([^)\s]+)\)|\*\*((?:\\.|[^*])+)\*\*|\*((?:\\.|[^*])+)\*/g;
  // An escaped sign is text: it joins the text around it.
  const pushText = (v: string) => {
    const previous = out.at(-1);
    if (previous?.t === 'text') previous.v += v;
    else out.push({ t: 'text', v });
  };
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) pushText(text.slice(last, match.index));
    if (match[1] !== undefined) {
      pushText(match[1]);
    } else if (match[2] !== undefined) {
      const href = match[3];
      if (SAFE_HREF.test(href)) out.push({ t: 'link', href, c: parseInline(match[2]) });
      else pushText(match[2]);
    } else if (match[4] !== undefined) {
      out.push({ t: 'strong', c: parseInline(match[4]) });
    } else if (match[5] !== undefined) {
      out.push({ t: 'em', c: parseInline(match[5]) });
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) pushText(text.slice(last));
  return out;
}

/** Values content may name as {{name}}: the market's e-mail, threshold, shipping, the company's details. */
export type ContentTokens = Readonly<Record<string, string>>;

const TOKEN = /\{\{([a-zA-Z.]+)\}\}/g;

/**
 * Tokens filled in; a line (a paragraph, heading or list item of the subset) naming a value that
 * is empty is left out, so a company detail the operator has not set leaves no half sentence.
 */
function fill(source: string, tokens: ContentTokens, value: (name: string, text: string) => string): string {
  const known = (name: string) => Object.hasOwn(tokens, name);
  return source
    .split('\n')
    .filter((line) => [...line.matchAll(TOKEN)].every(([, name]) => !known(name) || tokens[name] !== ''))
    .join('\n')
    .replace(TOKEN, (whole, name: string) => (known(name) ? value(name, tokens[name]) : whole));
}

/** Fills the market's values into content: {{email}} becomes a mail link. */
export function fillTokens(source: string, tokens: ContentTokens): string {
  return fill(source, tokens, (name, text) => (name === 'email' ? `[${text}](mailto:${text})` : text));
}

/** Plain text of a summary or title with tokens (no links): for meta descriptions. */
export function fillPlain(source: string, tokens: ContentTokens): string {
  return fill(source, tokens, (_name, text) => text);
}
