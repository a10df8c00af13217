import { describe, expect, test } from 'vitest';
import { parseMarkdown } from '../content/markdown';
import { htmlFromMarkdown, markdownFromHtml } from './body-html';

describe('Body (HTML) to the Markdown subset', () => {
  test('keeps paragraphs, headings, lists, links and emphasis', () => {
    const html =
      '<h1>Fit</h1><p>A <strong>wide</strong> toe box &amp; <em>soft</em> heel.</p><ul><li>Removable insole</li><li>Washable<ul><li>30 °C</li></ul></li></ul><ol><li>Loosen</li><li>Slip on</li></ol><p>See the <a href="https://example.com/fit">fit guide</a>.</p>';
    expect(markdownFromHtml(html)).toBe(
      '## Fit\n\nA **wide** toe box & *soft* heel.\n\n- Removable insole\n- Washable\n- 30 °C\n\n1. Loosen\n2. Slip on\n\nSee the [fit guide](https://example.com/fit).',
    );
  });

  test('drops scripts, styles and images, keeps unsafe links as text, joins loose text and line breaks', () => {
    expect(markdownFromHtml('Warm <i>merino</i><br>lining.<script>alert(1)</script><style>p{}</style><img src="x.png">')).toBe(
      'Warm *merino* lining.',
    );
    expect(markdownFromHtml('<p><a href="javascript:alert(1)">deep</a> cushioning</p>')).toBe('deep cushioning');
    expect(markdownFromHtml('<div><p>One</p><p>Two</p></div>')).toBe('One\n\nTwo');
  });

  test('escapes what the subset would read as syntax, so the text stays text', () => {
    const markdown = markdownFromHtml('<p>1. Not a list * nor [a link](x)</p><p>- nor an item</p><p># nor a heading</p>');
    expect(markdown).toBe('1\\. Not a list \\* nor \\[a link\\](x)\n\n\\- nor an item\n\n\\# nor a heading');
    expect(parseMarkdown(markdown)).toEqual([
      { t: 'p', c: [{ t: 'text', v: '1. Not a list * nor [a link](x)' }] },
      { t: 'p', c: [{ t: 'text', v: '- nor an item' }] },
      { t: 'p', c: [{ t: 'text', v: '# nor a heading' }] },
    ]);
  });

  test('exports as simple HTML that imports to the same Markdown', () => {
    const markdown = '## Fit\n\nA **wide** toe & *soft* <heel>.\n\n- One\n- Two\n\nSee [the guide](https://example.com/a?b=1&c=2).';
    const html = htmlFromMarkdown(markdown);
    expect(html).toBe(
      '<h2>Fit</h2>\n<p>A <strong>wide</strong> toe &amp; <em>soft</em> &lt;heel&gt;.</p>\n<ul><li>One</li><li>Two</li></ul>\n<p>See <a href="https://example.com/a?b=1&amp;c=2">the guide</a>.</p>',
    );
    expect(markdownFromHtml(html)).toBe(markdown);
  });
});
