import { describe, expect, it } from 'vitest';
import { fillPlain, fillTokens, parseMarkdown } from './markdown';

describe('content markdown', () => {
  it('turns the subset into blocks', () => {
    expect(parseMarkdown('## Fit\n\nA **snug** heel and *room* for toes.\n\n- one\n- two\n\n1. first\n2. second')).toEqual([
      { t: 'h2', c: [{ t: 'text', v: 'Fit' }] },
      {
        t: 'p',
        c: [
          { t: 'text', v: 'A ' },
          { t: 'strong', c: [{ t: 'text', v: 'snug' }] },
          { t: 'text', v: ' heel and ' },
          { t: 'em', c: [{ t: 'text', v: 'room' }] },
          { t: 'text', v: ' for toes.' },
        ],
      },
      { t: 'ul', items: [[{ t: 'text', v: 'one' }], [{ t: 'text', v: 'two' }]] },
      { t: 'ol', items: [[{ t: 'text', v: 'first' }], [{ t: 'text', v: 'second' }]] },
    ]);
  });

  it('keeps raw HTML and script as text, and links only to safe places', () => {
    const blocks = parseMarkdown(
      '<script>alert(1)</script> <img src=x onerror=alert(1)> [click](javascript:alert(1)) [ok](/pages/faq) [mail](mailto:a@b.c) [far](//evil.example)',
    );
    const inline = blocks[0].t === 'p' ? blocks[0].c : [];
    // Text next to text is one node: the refused link is only its words.
    expect(inline[0]).toEqual({ t: 'text', v: '<script>alert(1)</script> <img src=x onerror=alert(1)> click) ' });
    expect(inline).toContainEqual({ t: 'link', href: '/pages/faq', c: [{ t: 'text', v: 'ok' }] });
    expect(inline).toContainEqual({ t: 'link', href: 'mailto:a@b.c', c: [{ t: 'text', v: 'mail' }] });
    expect(inline.at(-1)).toEqual({ t: 'text', v: ' far' });
    expect(JSON.stringify(blocks)).not.toContain('javascript:');
  });

  it('fills the market tokens', () => {
    expect(fillTokens('Write to {{email}}; free over {{threshold}}.', { email: 'help@x.com', threshold: '$69.00' })).toBe(
      'Write to [help@x.com](mailto:help@x.com); free over $69.00.',
    );
  });

  it('leaves out a line that names a company detail not set, and keeps tokens it does not know', () => {
    const tokens = { email: 'help@x.com', 'company.name': 'Comfort Steps GmbH', 'company.vatId': '' };
    expect(fillTokens('## Impressum\n\n{{company.name}}\n\n- VAT: {{company.vatId}}\n- Mail: {{email}}\n\n{{other}}', tokens)).toBe(
      '## Impressum\n\nComfort Steps GmbH\n\n- Mail: [help@x.com](mailto:help@x.com)\n\n{{other}}',
    );
    expect(fillPlain('Sold by {{company.name}}', tokens)).toBe('Sold by Comfort Steps GmbH');
  });
});
