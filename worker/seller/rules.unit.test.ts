import { describe, expect, it } from 'vitest';
import { MARKET_CODES } from '../../locales/markets';
import { COMPLETE_SELLER } from '../../test/seller';
import {
  detailsFromSettings,
  helpEmailProblems,
  isEuVatId,
  isInternationalPhone,
  mergeDetails,
  problemText,
  requiredFields,
  type SellerDetails,
  sellerProblems,
} from './rules';

const complete = COMPLETE_SELLER;

const without = (...fields: (keyof SellerDetails)[]) => ({ ...complete, ...Object.fromEntries(fields.map((f) => [f, ''])) });

describe('the seller rule', () => {
  it('finds nothing wrong with a complete seller', () => {
    expect(sellerProblems(complete)).toEqual([]);
  });

  it('asks each market for what its law requires of a company', () => {
    const asked = Object.fromEntries(MARKET_CODES.map((m) => [m, requiredFields(m, complete)]));
    const base = ['name', 'address', 'phone'];
    // The EU's e-commerce directive (Art. 5) and the UK's regulations: the register; the EU the VAT id; § 5 DDG the representative.
    const eu = [...base, 'register', 'vatId'];
    expect(asked).toEqual({
      us: base,
      gb: [...base, 'register'],
      au: base,
      de: [...base, 'representative', 'register', 'vatId'],
      cz: eu,
      es: eu,
      fr: [...eu, 'consumerMediator'],
      hu: eu,
      ro: eu,
      sk: eu,
      pl: eu,
      jp: [...base, 'representative', 'operationsManager', 'contactHours'],
    });
  });

  it('refuses a German seller without representative, register or VAT id, naming the markets that ask', () => {
    expect(sellerProblems(without('representative', 'register', 'vatId'))).toEqual([
      { field: 'representative', code: 'required', markets: ['de', 'jp'] },
      { field: 'register', code: 'required', markets: ['de', 'cz', 'es', 'fr', 'gb', 'hu', 'ro', 'sk', 'pl'] },
      { field: 'vatId', code: 'required', markets: ['de', 'cz', 'es', 'fr', 'hu', 'ro', 'sk', 'pl'] },
    ]);
    expect(sellerProblems(without('register'), ['de']).map(problemText)).toEqual([
      'COMPANY_REGISTER: not set: the law of de asks the seller for the register court and number (Registereintrag) (see docs/deploy.md)',
    ]);
  });

  it('refuses a Japanese seller without 運営統括責任者 or contact hours, and only Japan asks for them', () => {
    expect(sellerProblems(without('operationsManager'))).toEqual([{ field: 'operationsManager', code: 'required', markets: ['jp'] }]);
    expect(sellerProblems(without('contactHours'))).toEqual([{ field: 'contactHours', code: 'required', markets: ['jp'] }]);
    expect(sellerProblems(without('operationsManager', 'contactHours'), ['us', 'de', 'gb', 'au'])).toEqual([]);
    expect(sellerProblems(without('contactHours'), ['jp']).map(problemText)).toEqual([
      'COMPANY_CONTACT_HOURS: not set: the law of jp asks the seller for the hours the shop answers enquiries (お問い合わせ受付時間) (see docs/deploy.md)',
    ]);
  });

  it('shows a supervisory authority when set and asks no market for one (selling shoes needs no licence)', () => {
    expect(MARKET_CODES.filter((m) => requiredFields(m, complete).includes('supervisoryAuthority'))).toEqual([]);
    expect(sellerProblems({ ...complete, supervisoryAuthority: 'Bezirksamt Mitte von Berlin' })).toEqual([]);
  });

  it('asks name, address and phone of every market, nothing more of the US and Australia, the UK the register', () => {
    const bare = { ...without('representative', 'register', 'vatId', 'operationsManager', 'contactHours') };
    expect(sellerProblems(bare, ['us', 'au'])).toEqual([]);
    expect(sellerProblems(bare, ['gb'])).toEqual([{ field: 'register', code: 'required', markets: ['gb'] }]);
    for (const field of ['name', 'address', 'phone'] as const)
      expect(sellerProblems(without(field), ['us'])).toEqual([{ field, code: 'required', markets: ['us'] }]);
  });

  it('spares a sole trader the representative and the register; a registered trader owes the register only', () => {
    const soleTrader = { ...without('representative', 'register'), legalForm: 'sole-trader' };
    expect(sellerProblems(soleTrader)).toEqual([]);
    const registered = { ...without('representative', 'register'), legalForm: 'registered-trader' };
    expect(sellerProblems(registered, ['de', 'fr', 'jp'])).toEqual([{ field: 'register', code: 'required', markets: ['de', 'fr'] }]);
    // No legal form given is a company, the strictest.
    expect(requiredFields('de', { legalForm: '' })).toContain('representative');
  });

  it('checks VAT ids per member state, with Germany’s check digit', () => {
    for (const good of [
      'DE136695976',
      'de 136 695 976',
      'ATU12345678',
      'FR40303265045',
      'NL123456789B01',
      'ESX1234567X',
      'PL5260001246',
      'EL123456789',
    ])
      expect(isEuVatId(good), good).toBe(true);
    for (const bad of ['DE136695977', 'DE12345678', '136695976', 'GB123456789', 'ATU1234567', 'XX123456789', 'NL123456789'])
      expect(isEuVatId(bad), bad).toBe(false);
    expect(sellerProblems({ ...complete, vatId: 'DE136695977' })).toEqual([{ field: 'vatId', code: 'format', markets: [] }]);
  });

  it('wants phones in international form', () => {
    expect(isInternationalPhone('+49 30 1234567')).toBe(true);
    expect(isInternationalPhone('+81 (3) 1234-5678')).toBe(true);
    expect(isInternationalPhone('030 1234567')).toBe(false);
    expect(isInternationalPhone('+49 30 1234567 (development)')).toBe(false);
    expect(sellerProblems({ ...complete, phone: '030 1234567' })).toEqual([{ field: 'phone', code: 'format', markets: [] }]);
  });

  it('checks the invoices’ identifiers when given, and their absence is no problem', () => {
    const identified = { ...complete, ukVatId: 'GB 123 4567 89', jpRegistration: 'T-1234-5678-90123', abn: '51 824 753 556' };
    expect(sellerProblems(identified)).toEqual([]);
    const wrong = { ...complete, ukVatId: 'DE123', jpRegistration: 'T123', abn: '12 345 678 901' };
    expect(sellerProblems(wrong).map((p) => [p.field, p.code])).toEqual([
      ['ukVatId', 'format'],
      ['jpRegistration', 'format'],
      ['abn', 'format'],
    ]);
  });

  it('refuses a register without a number, a line break and an unknown legal form', () => {
    expect(sellerProblems({ ...complete, register: 'Amtsgericht Berlin' }).map((p) => p.code)).toEqual(['format']);
    expect(sellerProblems({ ...complete, address: 'Lindenstraße 5\n10115 Berlin' }).map((p) => p.code)).toEqual(['lines']);
    expect(sellerProblems({ ...complete, legalForm: 'plc' }).map((p) => p.field)).toEqual(['legalForm']);
  });

  it('finds every market’s contact e-mail an address (the legal pages’ e-mail)', () => {
    expect(helpEmailProblems()).toEqual([]);
  });

  it('reads the COMPANY_* settings and puts saved details over them', () => {
    const settings = detailsFromSettings({ COMPANY_NAME: ' Comfort Steps GmbH ', COMPANY_VAT_ID: 'DE136695976', OTHER: 'x' });
    expect(settings).toMatchObject({ name: 'Comfort Steps GmbH', vatId: 'DE136695976', representative: '' });
    // A saved empty detail stays empty: the database says what is in force once saved.
    expect(mergeDetails(settings, { name: 'Comfort Steps AG', vatId: '' })).toMatchObject({ name: 'Comfort Steps AG', vatId: '' });
  });
});
