/** One text message as the shop sends it: to a number in E.164 ('+' and the country's code). */
export interface SmsMessage {
  to: string;
  body: string;
}

/**
 * The boundary to whoever delivers the shop's SMS: one call, which resolves with the provider's
 * id of the message once it has accepted it, and throws when it has not.
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<{ reference: string }>;
}

/**
 * A number the provider will never deliver to (not a number, not a mobile, the owner replied
 * STOP): no retry can change that, so the outbox records the SMS as dead at once.
 */
export class RefusedNumber extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RefusedNumber';
  }
}

/** E.164: '+', a country code that does not start with 0, at most 15 digits in all. */
export const isE164 = (number: string) => /^\+[1-9]\d{7,14}$/.test(number);
