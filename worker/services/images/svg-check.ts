import { Parser } from 'htmlparser2';

/**
 * An SVG the shop may keep: drawing only. Anything that could run, load or link (scripts, event
 * handlers, foreignObject, images, links, animation that rewrites attributes, style sheets,
 * DOCTYPE entities, an href or url() that leaves the file) makes the file refused rather than rewritten: a
 * rewrite would change its bytes, so its key, and a cleaned file is not the one the operator
 * checked. Returns the first thing refused, or null.
 */

const ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'defs',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'mask',
  'pattern',
  'symbol',
  // Only with an href inside the file (#id), checked below.
  'use',
  'title',
  'desc',
  'text',
  'tspan',
]);
/** Values that reach outside the file or run something. */
const UNSAFE_VALUE = /url\(\s*['"]?\s*(?!#)|javascript:|data:|@import|expression\(/i;

export function svgProblem(text: string): string | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return 'a DOCTYPE or entity';
  let problem: string | null = null;
  let root: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (problem) return;
        const element = name.toLowerCase();
        root ??= element;
        if (!ELEMENTS.has(element)) {
          problem = `the element <${name}>`;
          return;
        }
        for (const [attribute, value] of Object.entries(attributes)) {
          const lower = attribute.toLowerCase();
          if (lower.startsWith('on')) problem = `the attribute ${attribute}`;
          else if ((lower === 'href' || lower.endsWith(':href')) && !value.trim().startsWith('#')) problem = `the attribute ${attribute}`;
          else if (UNSAFE_VALUE.test(value)) problem = `the value of ${attribute}`;
          if (problem) return;
        }
      },
      onprocessinginstruction(name) {
        if (!problem && name.toLowerCase() !== '?xml') problem = 'a processing instruction';
      },
    },
    { xmlMode: true },
  );
  parser.write(text);
  parser.end();
  if (!problem && root !== 'svg') return 'no <svg> element';
  return problem;
}
