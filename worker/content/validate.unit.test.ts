import { readdirSync, readFileSync } from 'node:fs';
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
    expect(legalProblems('withdrawal', body, 'de')).toEqual([]);
    // The Impressum names the representative, the register, the VAT id and a licensed trade's authority; the Japanese disclosure 代表者, 運営統括責任者 and contact hours.
    expect(legalProblems('imprint', `${body}{{email}}`, 'de')).toEqual([
      expect.stringContaining('{{company.representative}} (COMPANY_REPRESENTATIVE)'),
      expect.stringContaining('{{company.register}} (COMPANY_REGISTER)'),
      expect.stringContaining('{{company.vatId}} (COMPANY_VAT_ID)'),
      expect.stringContaining('{{company.supervisoryAuthority}} (COMPANY_SUPERVISORY_AUTHORITY)'),
    ]);
    expect(
      legalProblems(
        'imprint',
        `${body}{{email}}{{company.representative}}{{company.register}}{{company.vatId}}{{company.supervisoryAuthority}}`,
        'de',
      ),
    ).toEqual([]);
    expect(legalProblems('commerce-disclosure', `${body}{{email}}{{company.representative}}{{shipping}}`, 'ja')).toEqual([
      expect.stringContaining('{{company.operationsManager}} (COMPANY_OPERATIONS_MANAGER)'),
      expect.stringContaining('{{company.contactHours}} (COMPANY_CONTACT_HOURS)'),
      expect.stringContaining("{{paymentMethods}} (the market's payment methods"),
    ]);
    expect(legalProblems('withdrawal', '{{company.name}}', 'fr')).toEqual([
      expect.stringContaining('{{company.address}} (COMPANY_ADDRESS)'),
      expect.stringContaining('{{company.phone}} (COMPANY_PHONE)'),
    ]);
    expect(legalProblems('about', 'no seller here', 'de')).toEqual([]);
  });

  it('keeps on the privacy policy the controller and every recipient by name', () => {
    const controller = '{{company.name}}\n{{company.address}}\n{{company.phone}}\n{{email}}';
    const recipients = '{{providers.payment}}\n{{providers.mail}}\n{{providers.hosting}}\n{{providers.carriers}}';
    for (const language of ['en', 'en-US', 'de', 'cs', 'ja'])
      expect(legalProblems('privacy', `${controller}\n${recipients}`, language)).toEqual([]);
    expect(legalProblems('privacy', `${controller}\n{{providers.payment}}\n{{providers.hosting}}`, 'pl')).toEqual([
      'body: the legal page privacy must name {{providers.mail}} (MAIL_PROVIDER); put it back',
      'body: the legal page privacy must name {{providers.carriers}} (SHIPPING_CARRIERS); put it back',
    ]);
    expect(legalProblems('privacy', recipients, 'es')).toEqual([
      expect.stringContaining('{{company.name}} (COMPANY_NAME)'),
      expect.stringContaining('{{company.address}} (COMPANY_ADDRESS)'),
      expect.stringContaining('{{company.phone}} (COMPANY_PHONE)'),
      expect.stringContaining("{{email}} (the market's help e-mail"),
    ]);
  });

  it('keeps on the terms the seller with the identifiers its market’s e-commerce law asks for', () => {
    const seller = '{{company.name}}\n{{company.address}}\n{{company.phone}}\n{{email}}';
    // The EU (Art. 5 of Directive 2000/31/EC): register and VAT id; the UK: register and UK VAT number; Australia: the ABN.
    expect(legalProblems('terms', seller, 'hu')).toEqual([
      expect.stringContaining('{{company.register}}'),
      expect.stringContaining('{{company.vatId}}'),
    ]);
    // France also the consumer mediator (L612-1 Code de la consommation).
    expect(legalProblems('terms', `${seller}{{company.register}}{{company.vatId}}`, 'fr')).toEqual([
      expect.stringContaining('{{company.consumerMediator}} (COMPANY_CONSUMER_MEDIATOR)'),
    ]);
    expect(legalProblems('terms', seller, 'en-GB')).toEqual([
      expect.stringContaining('{{company.register}}'),
      expect.stringContaining('{{company.ukVatId}}'),
    ]);
    expect(legalProblems('terms', seller, 'en-AU')).toEqual([expect.stringContaining('{{company.abn}} (COMPANY_ABN)')]);
    expect(legalProblems('terms', seller, 'en-US')).toEqual([]);
    expect(legalProblems('terms', seller, 'ja')).toEqual([]);
    // English shared by us, gb and au keeps what all three ask; each variant what its own law adds.
    expect(legalProblems('terms', seller, 'en')).toEqual([]);
    expect(legalProblems('terms', '{{company.name}}', 'en')).toHaveLength(3);
  });

  it('finds every seeded legal page, in every language and variant, keeping what its markets’ law asks', () => {
    const files = readdirSync('db/seed/content').filter((file) => file.endsWith('.json'));
    let checked = 0;
    for (const file of files) {
      const language = file.replace('.json', '');
      const { documents } = JSON.parse(readFileSync(`db/seed/content/${file}`, 'utf8')) as { documents: Record<string, { body: string }> };
      for (const slug of ['privacy', 'terms', 'withdrawal', 'imprint', 'commerce-disclosure'])
        if (documents[slug]) {
          expect(legalProblems(slug, documents[slug].body, language), `${language} ${slug}`).toEqual([]);
          expect(markdownProblems(documents[slug].body, `${language} ${slug}`)).toEqual([]);
          checked++;
        }
    }
    // Privacy and terms in 10 languages and the us and au variants, withdrawal in 9, the Impressum, the disclosure.
    expect(checked).toBe(24 + 9 + 2);
  });

  it('knows the legal pages’ tokens', () => {
    expect(
      markdownProblems('{{company.contactHours}} {{providers.carriers}} {{providers.sms}} {{company.abn}} {{importCharges}}', 'body'),
    ).toEqual([]);
  });
});
