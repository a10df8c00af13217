import { describe, expect, it } from 'vitest';
import { australianBusinessNumber, jpRegistration, settingsProblems, settingsSchema } from '../settings';
import { sellerDetails, sellerOf } from './sellers';

describe("the seller's identifiers on invoices", () => {
  it("takes Japan's registration as T and 13 digits, however it is spaced", () => {
    expect(jpRegistration('T1234567890123')).toBe('T1234567890123');
    expect(jpRegistration(' t-1234-5678-90123 ')).toBe('T1234567890123');
    expect(jpRegistration('')).toBe('');
    for (const wrong of ['1234567890123', 'T123456789012', 'T12345678901234', 'X1234567890123', 'T12345678901２３'])
      expect(jpRegistration(wrong), wrong).toBeNull();
  });

  it('checks an ABN by its weighted sum and prints it in groups', () => {
    expect(australianBusinessNumber('51824753556')).toBe('51 824 753 556');
    expect(australianBusinessNumber('51 824 753 556')).toBe('51 824 753 556');
    expect(australianBusinessNumber('51 824 753 557')).toBeNull();
    expect(australianBusinessNumber('5182475355')).toBeNull();
  });

  it('leaves a wrong value off the documents and names it for the deploy', () => {
    const env = { COMPANY_JP_REGISTRATION: 'T123', COMPANY_ABN: '12 345 678 901', COMPANY_UK_VAT_ID: 'DE123', INVOICE_PREFIX: 'R E' };
    const settings = settingsSchema.parse(env);
    expect([settings.COMPANY_JP_REGISTRATION, settings.COMPANY_ABN, settings.INVOICE_PREFIX]).toEqual(['', '', 'CS-']);
    expect(settingsProblems(env).map((p) => p.split(':')[0])).toEqual([
      'COMPANY_JP_REGISTRATION',
      'COMPANY_ABN',
      'COMPANY_UK_VAT_ID',
      'INVOICE_PREFIX',
    ]);
    expect(settingsProblems({})).toEqual([]);
    expect(settingsSchema.parse({ INVOICE_PREFIX: 'RE-2026/' }).INVOICE_PREFIX).toBe('RE-2026/');
  });

  it('puts on each market’s invoice the identifier its tax asks for, and no other', () => {
    const settings = settingsSchema.parse({
      COMPANY_NAME: 'Comfort Steps GmbH',
      COMPANY_VAT_ID: 'DE123456789',
      COMPANY_UK_VAT_ID: 'GB123456789',
      COMPANY_JP_REGISTRATION: 'T1234567890123',
      COMPANY_ABN: '51 824 753 556',
    });
    expect(sellerDetails(settings, 'de')).toMatchObject({ vatId: 'DE123456789', jpRegistration: '', abn: '' });
    expect(sellerDetails(settings, 'gb').vatId).toBe('GB123456789');
    expect(sellerDetails(settings, 'jp')).toMatchObject({ vatId: '', jpRegistration: 'T1234567890123', abn: '' });
    expect(sellerDetails(settings, 'au')).toMatchObject({ vatId: '', jpRegistration: '', abn: '51 824 753 556' });
    expect(sellerDetails(settings, 'us')).toMatchObject({ vatId: '', jpRegistration: '', abn: '' });
    expect(sellerOf(settings, 'jp')).toEqual(sellerOf(settings, 'de'));
  });
});
