import fill from 'templite';
import deCustomers from '../../locales/backoffice/de/customers.json';
import enCustomers from '../../locales/backoffice/en/customers.json';

/**
 * The customer area's texts (locales/backoffice/{en,de}/customers.json) for answers of the
 * operator API: the back office shows them, and the command line prints them, in the language of
 * the staff member asking (English for the admin token).
 */
const TEXTS: Record<'en' | 'de', Record<string, string>> = { en: enCustomers, de: deCustomers };

export type CustomerText = { key: string; text: string };

export function customerTexts(language: string | undefined) {
  const texts = TEXTS[language === 'de' ? 'de' : 'en'];
  return (key: string, params: Record<string, unknown> = {}): CustomerText => ({ key, text: fill(texts[key] ?? key, params) });
}
