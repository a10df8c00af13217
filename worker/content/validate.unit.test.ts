import { describe, expect, it } from 'vitest';
import { legalProblems, lineProblems, markdownProblems } from './validate';

describe('what the back office refuses in content', () => {
  it('accepts the whole subset the shop renders', () => {
    const source = [
      '## Heading',
      '### Smaller',
      '',
      'A paragraph with **bold**, *italic*, [a page](/pages/faq), [a site](https://example.com) and {{email}}.',
      '',
      '- one',
      '1. two',
      '',
      '{{size-table}}',
      'Free from {{threshold}}; {{company.name}}.',
    ].join('\n');
    expect(markdownProblems(source, 'body')).toEqual([]);
  });

  it('names the line of what would show as stray signs or be dropped', () => {
    expect(markdownProblems('ok\n# Title\n#### Deep', 'body')).toEqual([
      expect.stringMatching(/^body, line 2: headings/),
      expect.stringMatching(/^body, line 3: headings/),
    ]);
    expect(markdownProblems('<b>x</b>', 'answer')).toEqual([expect.stringMatching(/^answer, line 1: HTML/)]);
    expect(markdownProblems('![cat](/cat.png)', 'body')[0]).toMatch(/images/);
    expect(markdownProblems('```\ncode', 'body')[0]).toMatch(/code blocks/);
    expect(markdownProblems('| a | b |', 'body')[0]).toMatch(/tables/);
    expect(markdownProblems('> quoted', 'body')[0]).toMatch(/quotes/);
    expect(markdownProblems('[x](javascript:alert(1))', 'body')[0]).toMatch(/javascript:alert\(1/);
    expect(markdownProblems('[x](//evil.example)', 'body')[0]).toMatch(/would not be a link/);
    expect(markdownProblems('Costs {{price}}', 'body')[0]).toMatch(/unknown value \{\{price\}\}/);
    expect(markdownProblems('See {{size-table}} here', 'body')[0]).toMatch(/line of its own/);
  });

  it('keeps titles to one line without markup', () => {
    expect(lineProblems('Fine {{email}}', 'title')).toEqual([]);
    expect(lineProblems('Two\nlines', 'title')).toEqual(['title: one line, without line breaks']);
    expect(lineProblems('<i>x</i>', 'summary')[0]).toMatch(/^summary: HTML/);
  });

  it('keeps on a legal page the seller details its law asks for, and only there', () => {
    const body = '{{company.name}}\n{{company.address}}\n{{company.phone}}';
    expect(legalProblems('withdrawal', body)).toEqual([]);
    // The Impressum names the representative, the register and the VAT id; the Japanese disclosure 代表者 and 運営統括責任者.
    expect(legalProblems('imprint', body)).toEqual([
      expect.stringContaining('{{company.representative}} (COMPANY_REPRESENTATIVE)'),
      expect.stringContaining('{{company.register}} (COMPANY_REGISTER)'),
      expect.stringContaining('{{company.vatId}} (COMPANY_VAT_ID)'),
    ]);
    expect(legalProblems('imprint', `${body}{{company.representative}}{{company.register}}{{company.vatId}}`)).toEqual([]);
    expect(legalProblems('commerce-disclosure', `${body}{{company.representative}}`)).toEqual([
      expect.stringContaining('{{company.operationsManager}} (COMPANY_OPERATIONS_MANAGER)'),
    ]);
    expect(legalProblems('withdrawal', '{{company.name}}')).toEqual([
      expect.stringContaining('{{company.address}} (COMPANY_ADDRESS)'),
      expect.stringContaining('{{company.phone}} (COMPANY_PHONE)'),
    ]);
    expect(legalProblems('about', 'no seller here')).toEqual([]);
  });
});
