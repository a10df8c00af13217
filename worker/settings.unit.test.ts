import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { expectConsoleErrors } from '../test/console';
import type { Bindings } from './env';
import { readSettings, settingsSchema } from './settings';

describe('settings', () => {
  it('reads MARKET_HOSTS as host -> market, lower-case hosts, markets only', () => {
    const settings = readSettings({ MARKET_HOSTS: '{"ComfortSteps.DE":"de","comfortsteps.fr":"fr","shop.example":"xx","n":1}' });
    expect(settings.MARKET_HOSTS).toEqual({ 'comfortsteps.de': 'de', 'comfortsteps.fr': 'fr' });
    expect(readSettings({}).MARKET_HOSTS).toEqual({});
    expect(readSettings({ MARKET_HOSTS: '' }).MARKET_HOSTS).toEqual({});
  });

  it('parses MARKET_HOSTS once per environment: JSON that is not valid is said once, then no hosts', () => {
    expectConsoleErrors();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const env = { MARKET_HOSTS: '{"comfortsteps.de":' };
    const first = readSettings(env);
    expect(readSettings(env)).toBe(first);
    expect(first.MARKET_HOSTS).toEqual({});
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0][0])).toContain('MARKET_HOSTS is not valid JSON');
  });

  it('falls back rather than refusing: the sold window, the company lines, D1 counting', () => {
    for (const hours of [undefined, '', '0', '721', '1.5', 'a day'])
      expect(settingsSchema.parse({ SOLD_WINDOW_HOURS: hours }).SOLD_WINDOW_HOURS, String(hours)).toBe(24);
    expect(settingsSchema.parse({ SOLD_WINDOW_HOURS: '48' }).SOLD_WINDOW_HOURS).toBe(48);
    // Unset, blank or out of range is the week: a blank must not mean "invite at once".
    for (const days of [undefined, '', '0', '91', '2.5', 'a week'])
      expect(settingsSchema.parse({ REVIEW_INVITE_DAYS: days }).REVIEW_INVITE_DAYS, String(days)).toBe(7);
    expect(settingsSchema.parse({ REVIEW_INVITE_DAYS: '14' }).REVIEW_INVITE_DAYS).toBe(14);
    // Product views' write delay: 0 is a choice (each view at once), a blank is not.
    for (const ms of [undefined, '', '-1', '20001', '0.5', 'soon'])
      expect(settingsSchema.parse({ FUNNEL_VIEWS_WRITE_MS: ms }).FUNNEL_VIEWS_WRITE_MS, String(ms)).toBe(5000);
    expect(settingsSchema.parse({ FUNNEL_VIEWS_WRITE_MS: '0' }).FUNNEL_VIEWS_WRITE_MS).toBe(0);
    const company = settingsSchema.parse({ COMPANY_NAME: '  Comfort Steps GmbH ', COMPANY_PHONE: '' });
    expect([company.COMPANY_NAME, company.COMPANY_PHONE, company.COMPANY_VAT_ID]).toEqual(['Comfort Steps GmbH', '', '']);
    expect(settingsSchema.parse({ COUNT_D1: '1' }).COUNT_D1).toBe(true);
    expect(settingsSchema.parse({ COUNT_D1: 'yes' }).COUNT_D1).toBe(false);
  });

  it("the worker's types of its variables are the schemas' (checked by tsc)", () => {
    // Declared nowhere but in a schema: config.ts (STRIPE_*) and settings.ts (SOLD_WINDOW_HOURS).
    expectTypeOf<Bindings['STRIPE_SECRET_KEY']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Bindings['SOLD_WINDOW_HOURS']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Bindings['MARKET_HOSTS']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Bindings>().toHaveProperty('ORDER_SECRET');
  });
});
