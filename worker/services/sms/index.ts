import type { ShopConfig } from '../../config';
import type { SmsSender } from './sender';
import { twilioSender } from './twilio';

/** The local catcher takes any account: this one says so wherever it shows up. */
const LOCAL_ACCOUNT = `AC${'0'.repeat(32)}`;

type SmsConfig = Pick<
  ShopConfig,
  'SMS_PROVIDER' | 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_MESSAGING_SERVICE_SID' | 'SMS_FROM' | 'SMS_API_BASE'
>;

/**
 * The SMS sender the settings name (decision 037), or null when the shop sends no SMS. 'local'
 * is the Twilio adapter itself, pointed at the catcher `npm start` runs, so development sends
 * the requests production sends.
 */
export function smsSender(config: SmsConfig): SmsSender | null {
  if (!config.SMS_PROVIDER || config.SMS_PROVIDER === 'off') return null;
  if (config.SMS_PROVIDER === 'local')
    return twilioSender({
      accountSid: config.TWILIO_ACCOUNT_SID ?? LOCAL_ACCOUNT,
      authToken: config.TWILIO_AUTH_TOKEN ?? 'local-catcher',
      from: config.SMS_FROM ?? 'ComfortStep',
      apiBase: config.SMS_API_BASE,
    });
  return twilioSender({
    accountSid: config.TWILIO_ACCOUNT_SID ?? '',
    authToken: config.TWILIO_AUTH_TOKEN ?? '',
    messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID,
    from: config.SMS_FROM,
    apiBase: config.SMS_API_BASE,
  });
}
