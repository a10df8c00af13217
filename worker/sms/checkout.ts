import { isEmail } from '../../client/pages/checkout/email';
import type { MarketCode } from '../../locales/markets';
import type { ShopConfig } from '../config';
import { takesPhoneOnly, toE164 } from './markets';

/**
 * The checkout's contact, as decision 037 has it: an e-mail anywhere; a mobile number alone only
 * where the market confirms by SMS and SMS is configured, and only a number an SMS can reach
 * (E.164 with the market's country code). Else the message key of the field's error, the
 * spec's 'Please enter a valid email address' (what the field says of any contact it cannot use).
 */
export function phoneOnlyRefusal(contact: string, market: MarketCode, config: Pick<ShopConfig, 'SMS_PROVIDER'>): string | null {
  if (isEmail(contact.trim())) return null;
  if (takesPhoneOnly(market, config.SMS_PROVIDER) && toE164(contact, market)) return null;
  return 'checkout.invalidEmail';
}
