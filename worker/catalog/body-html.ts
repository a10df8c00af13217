import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import type { Inline } from '../../client/contract/payloads';
import { parseMarkdown } from '../content/markdown';

/**
 * Product descriptions arrive as HTML (Shopify's "Body (HTML)") and are kept in the shop's
 * Markdown subset: paragraphs, two heading levels, lists, links, bold and italic. Anything else
 * (scripts, styles, images, tables, attributes) is dropped or kept as its text, so no markup of
 * an imported file ever reaches a page. Exports write the same subset back as simple HTML.
 */

const SAFE_HREF = /^(\/(?![/\\])|https:\/\/|mailto:)/i;
const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'svg', 'img', 'video', 'audio', 'noscript', 'head']);
const BLOCKS = new Set(['p', 'div', 'section', 'article', 'blockquote', 'table', 'tr', 'header', 'footer', 'main', 'figure', 'pre']);

/** Characters the subset reads as syntax are escaped; runs of white space become one space. */
const escapeText = (text: string) => text.replace(/\s+/g, ' ').replace(/([\\*[\]])/g, '\\$1');

function inline(nodes: ChildNode[]): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') out += escapeText(node.data);
    else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') out += inlineElement(node as Element);
  }
  return out;
}

function wrap(mark: string, inner: string): string {
  const trimmed = inner.trim();
  if (trimmed === '') return inner;
  // Spaces stay outside the marks, where the subset expects them.
  const lead = inner.startsWith(' ') ? ' ' : '';
  const trail = inner.endsWith(' ') ? ' ' : '';
  return `${lead}${mark}${trimmed}${mark}${trail}`;
}

function inlineElement(el: Element): string {
  const name = el.name.toLowerCase();
  if (DROPPED.has(name)) return '';
  if (name === 'br') return ' ';
  const inner = inline(el.children);
  if (name === 'strong' || name === 'b') return wrap('**', inner);
  if (name === 'em' || name === 'i') return wrap('*', inner);
  if (name === 'a') {
    const href = (el.attribs.href ?? '').trim();
    const text = inner.trim();
    if (text === '') return '';
    return SAFE_HREF.test(href) && !/[\s()]/.test(href) ? `[${text}](${href})` : inner;
  }
  return inner;
}

/** Escapes a paragraph's start that the subset would read as a heading or list item. */
const paragraph = (text: string) => text.replace(/^(#|[-*]\s)/, '\\$1').replace(/^(\d+)([.)]\s)/, '$1\\$2');

export function markdownFromHtml(html: string): string {
  const blocks: string[] = [];
  let loose: ChildNode[] = [];
  const flushLoose = () => {
    const text = inline(loose).trim();
    if (text) blocks.push(paragraph(text));
    loose = [];
  };
  const list = (el: Element, ordered: boolean) => {
    const items: string[] = [];
    const collect = (node: Element) => {
      for (const child of node.children) {
        if (child.type !== 'tag') continue;
        const name = child.name.toLowerCase();
        if (name === 'li') {
          // A nested list becomes items of its own after its parent's text.
          const own = child.children.filter((n) => !(n.type === 'tag' && (n.name === 'ul' || n.name === 'ol')));
          const text = inline(own).trim();
          if (text) items.push(text);
          for (const n of child.children) if (n.type === 'tag' && (n.name === 'ul' || n.name === 'ol')) collect(n);
        } else if (name === 'ul' || name === 'ol') collect(child);
      }
    };
    collect(el);
    if (items.length > 0) blocks.push(items.map((item, i) => `${ordered ? `${i + 1}.` : '-'} ${item}`).join('\n'));
  };
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') {
        if (node.type === 'text') loose.push(node);
        continue;
      }
      const el = node as Element;
      const name = el.name.toLowerCase();
      if (DROPPED.has(name)) continue;
      if (/^h[1-6]$/.test(name)) {
        flushLoose();
        const text = inline(el.children).trim();
        if (text) blocks.push(`${name === 'h1' || name === 'h2' ? '##' : '###'} ${text}`);
      } else if (name === 'ul' || name === 'ol') {
        flushLoose();
        list(el, name === 'ol');
      } else if (BLOCKS.has(name) || name === 'td' || name === 'th' || name === 'body' || name === 'html') {
        flushLoose();
        const hasBlocks = el.children.some((n) => n.type === 'tag' && (BLOCKS.has(n.name) || /^h[1-6]$|^[uo]l$/.test(n.name)));
        if (hasBlocks) walk(el.children);
        else {
          const text = inline(el.children).trim();
          if (text) blocks.push(paragraph(text));
        }
      } else {
        loose.push(el);
      }
    }
    flushLoose();
  };
  walk(parseDocument(html).children);
  return blocks.join('\n\n');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function inlineHtml(nodes: Inline[]): string {
  return nodes
    .map((n) => {
      if (n.t === 'text') return escapeHtml(n.v);
      if (n.t === 'link') return `<a href="${escapeHtml(n.href)}">${inlineHtml(n.c)}</a>`;
      return `<${n.t}>${inlineHtml(n.c)}</${n.t}>`;
    })
    .join('');
}

export function htmlFromMarkdown(markdown: string): string {
  return parseMarkdown(markdown)
    .map((b) => {
      if ('items' in b) return `<${b.t}>${b.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</${b.t}>`;
      // The size table's placeholder goes out as written, so an import brings it back.
      if (b.t === 'sizes') return '<p>{{size-table}}</p>';
      return `<${b.t}>${inlineHtml(b.c)}</${b.t}>`;
    })
    .join('\n');
}
