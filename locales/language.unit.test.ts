import { describe, expect, it } from 'vitest';
import type { Messages } from '../client/contract/payloads';
import { createTranslator } from '../client/i18n';
import { DAY_MONTH_YEAR, WEEKDAY_DAY_MONTH } from '../client/intl';
import catalog from '../db/seed/catalog.json';
import roContent from '../db/seed/content/ro.json';
import { LANGUAGES, MARKET_CODES, MARKETS, type MarketCode } from './markets';

const bundles = import.meta.glob<{ default: Messages }>('./*.json', { eager: true });
const t = (code: MarketCode) => createTranslator(MARKETS[code].locale, bundles[`./${code}.json`].default);
const strings = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : node && typeof node === 'object' ? Object.values(node).flatMap(strings) : [];

/**
 * Romanian addresses the shopper with "dumneavoastră" and verbs in the second person plural.
 * These are the informal marks: the singular pronouns and possessives, the singular forms of
 * the verbs the texts use, and the singular imperatives buttons would start with.
 */
const INFORMAL_RO =
  /(?<![\p{L}-])(îți|ți|te|tu|tău|tăi|ta|tale|ție|ești|poți|vrei|știi|folosești|reglezi|încalți|descalți|legi)(?!\p{L})|\p{L}-(ți|te)(?!\p{L})/iu;
const INFORMAL_RO_BUTTON =
  /^(Adaugă|Plătește|Închide|Distribuie|Copiază|Încarcă|Aplică|Confirmă|Actualizează|Elimină|Finalizează|Continuă|Vezi|Caută|Alege|Descoperă|Trimite|Scrie|Abonează)(?!\p{L})/u;

describe('Romanian in one register, the polite one', () => {
  const texts = {
    bundle: strings(bundles['./ro.json'].default),
    content: strings(roContent),
    catalog: [...catalog.products, ...catalog.collections].flatMap((item) => strings((item.texts as Record<string, unknown>).ro)),
  };

  it.each(Object.keys(texts) as (keyof typeof texts)[])('the %s has no informal forms', (source) => {
    expect(texts[source].length).toBeGreaterThan(0);
    expect(texts[source].filter((text) => INFORMAL_RO.test(text) || INFORMAL_RO_BUTTON.test(text))).toEqual([]);
  });

  it('buttons speak as the rest does', () => {
    expect(t('ro')('checkout.payNow')).toBe('Plătiți acum');
    expect(t('ro')('product.addToCart')).toBe('Adăugați în coș');
    expect(INFORMAL_RO.test('Branțul îți permite să folosești')).toBe(true);
    expect(INFORMAL_RO_BUTTON.test('Plătește acum')).toBe(true);
  });
});

describe('review languages in the case the sentence needs', () => {
  const line = (code: MarketCode, count: number) => {
    const translate = t(code);
    const language = translate(`languageNames.${MARKETS[code].language}`);
    return translate('product.reviewsInLanguage', { count, language });
  };

  it('read as a Czech, Slovak and Polish copywriter writes them', () => {
    expect([1, 3, 5].map((n) => line('cz', n))).toEqual(['1 recenze v češtině', '3 recenze v češtině', '5 recenzí v češtině']);
    expect([1, 3, 5].map((n) => line('sk', n))).toEqual(['1 recenzia v slovenčine', '3 recenzie v slovenčine', '5 recenzií v slovenčine']);
    expect(line('pl', 3)).toBe('3 opinie w języku polskim');
    expect(t('cz')('product.writtenIn', { language: t('cz')('languageNames.fr') })).toBe('Napsáno ve francouzštině');
    expect(t('sk')('product.writtenIn', { language: t('sk')('languageNames.fr') })).toBe('Napísané vo francúzštine');
    expect(line('de', 2)).toBe('2 Bewertungen auf Deutsch');
  });

  it.each(MARKET_CODES)('%s names every review language', (code) => {
    for (const language of LANGUAGES) expect(t(code)(`languageNames.${language}`), `${code} ${language}`).not.toContain('.');
  });
});

describe('dates with the month as the language declines it', () => {
  const day = new Date('2026-05-09T00:00:00Z');

  it('puts the Polish and Czech month in the genitive', () => {
    expect(new Intl.DateTimeFormat('pl-PL', DAY_MONTH_YEAR).format(day)).toBe('9 maja 2026');
    expect(new Intl.DateTimeFormat('cs-CZ', DAY_MONTH_YEAR).format(day)).toBe('9. května 2026');
    const range = new Intl.DateTimeFormat('pl-PL', WEEKDAY_DAY_MONTH).formatRange(day, new Date('2026-05-12T00:00:00Z'));
    expect(range).toMatch(/^sob\.,\s9\smaja\s–\swt\.,\s12\smaja$/u);
  });
});

describe('the checkout names its order button as the button reads', () => {
  it.each(MARKET_CODES)('%s', (code) => {
    const translate = t(code);
    const button = translate('checkout.payNow');
    expect(translate('checkout.cardOnNextPage', { button })).toContain(button);
  });

  it('says that ordering means paying where the law wants it said', () => {
    expect(t('de')('checkout.payNow')).toBe('Zahlungspflichtig bestellen');
    expect(t('de')('checkout.cardOnNextPage', { button: t('de')('checkout.payNow') })).toContain('„Zahlungspflichtig bestellen“');
    expect(t('hu')('checkout.payNow')).toBe('Megrendelés fizetési kötelezettséggel');
  });
});
