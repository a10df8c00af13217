import type { MarketCode } from '../../locales/markets';

/**
 * How each market confirms an order whose only contact is a mobile number
 * (docs/decisions/037-confirmation-by-sms.md): 'sms' texts the confirmation; 'email' has the
 * checkout ask for an e-mail, because that market's law wants the contract's terms themselves on
 * a durable medium (Art. 8(7) of Directive 2011/83/EU; the UK's regulation 16 of the Consumer
 * Contracts Regulations 2013), which an SMS cannot hold.
 */
export const PHONE_ONLY_CONFIRMATION: Record<MarketCode, 'sms' | 'email'> = {
  us: 'sms',
  de: 'email',
  cz: 'email',
  es: 'email',
  fr: 'email',
  gb: 'email',
  hu: 'email',
  jp: 'sms',
  ro: 'email',
  sk: 'email',
  pl: 'email',
  au: 'sms',
};

/** The markets that take orders with a mobile number alone, when SMS is configured. */
export const SMS_MARKETS = (Object.keys(PHONE_ONLY_CONFIRMATION) as MarketCode[]).filter((code) => PHONE_ONLY_CONFIRMATION[code] === 'sms');

/** Whether an order with only a phone number is taken here: only where it can be confirmed by SMS. */
export const takesPhoneOnly = (market: MarketCode, smsProvider: 'twilio' | 'local' | 'off' | undefined) =>
  smsProvider !== undefined && smsProvider !== 'off' && PHONE_ONLY_CONFIRMATION[market] === 'sms';

/**
 * Each market's country calling code and the prefix its numbers are dialled with at home (the
 * trunk prefix: 0, Hungary's 06, North America's 1), which E.164 leaves out.
 */
const DIALLING: Record<MarketCode, { country: string; trunk: string; nationalDigits: [number, number] }> = {
  us: { country: '1', trunk: '1', nationalDigits: [10, 10] },
  de: { country: '49', trunk: '0', nationalDigits: [6, 13] },
  cz: { country: '420', trunk: '', nationalDigits: [9, 9] },
  es: { country: '34', trunk: '', nationalDigits: [9, 9] },
  fr: { country: '33', trunk: '0', nationalDigits: [9, 9] },
  gb: { country: '44', trunk: '0', nationalDigits: [9, 10] },
  hu: { country: '36', trunk: '06', nationalDigits: [8, 9] },
  jp: { country: '81', trunk: '0', nationalDigits: [9, 10] },
  ro: { country: '40', trunk: '0', nationalDigits: [9, 9] },
  sk: { country: '421', trunk: '0', nationalDigits: [9, 9] },
  pl: { country: '48', trunk: '', nationalDigits: [9, 9] },
  au: { country: '61', trunk: '0', nationalDigits: [9, 9] },
};

/**
 * The checkout's phone number (the form takes digits, spaces, brackets, dots, hyphens and a
 * leading '+') in E.164: '+' or '00' keeps the country it names; a number written as at home
 * gets the market's country code in place of its trunk prefix. Null when it cannot be a number
 * of that country.
 */
export function toE164(typed: string, market: MarketCode): string | null {
  const trimmed = typed.trim();
  const digits = trimmed.replace(/\D/g, '');
  let international: string;
  if (trimmed.startsWith('+')) international = digits;
  else if (digits.startsWith('00') && market !== 'us') international = digits.slice(2);
  else {
    const { country, trunk, nationalDigits } = DIALLING[market];
    const national = trunk && digits.startsWith(trunk) ? digits.slice(trunk.length) : digits;
    if (national.length < nationalDigits[0] || national.length > nationalDigits[1]) return null;
    international = country + national;
  }
  return /^[1-9]\d{7,14}$/.test(international) ? `+${international}` : null;
}
