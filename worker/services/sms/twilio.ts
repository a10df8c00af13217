import { RefusedNumber, type SmsSender } from './sender';

/** Twilio's REST API; SMS_API_BASE points the same requests at the local catcher (scripts/sms-catcher.mjs). */
export const TWILIO_API = 'https://api.twilio.com';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A Messaging Service (MG…), which picks the sender per country; else `from`. */
  messagingServiceSid?: string;
  /** A number in E.164, or an alphanumeric sender ID where the country allows one. */
  from?: string;
  apiBase?: string;
}

/**
 * Twilio's error codes for a recipient it will never deliver to: not a valid number (21211,
 * 21614: not a mobile), a region the account may not text (21408), an owner who replied STOP
 * (21610), a number that cannot receive from this sender (21612).
 */
const REFUSED_RECIPIENT = new Set([21211, 21408, 21610, 21612, 21614]);

/**
 * Twilio's Messages API over `fetch` (no SDK in the worker): a form-encoded POST to
 * /2010-04-01/Accounts/{sid}/Messages.json with Basic auth of the account SID and auth token.
 * 201 is accepted (the message's sid is its reference); a refused recipient is RefusedNumber;
 * anything else (429, 5xx, credentials being fixed) throws to be tried again.
 */
export function twilioSender(settings: TwilioSettings): SmsSender {
  const url = `${(settings.apiBase ?? TWILIO_API).replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${btoa(`${settings.accountSid}:${settings.authToken}`)}`;
  return {
    async send(message) {
      const form = new URLSearchParams({ To: message.to, Body: message.body });
      if (settings.messagingServiceSid) form.set('MessagingServiceSid', settings.messagingServiceSid);
      else if (settings.from) form.set('From', settings.from);
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
      });
      const answer = (await response.json().catch(() => ({}))) as { sid?: unknown; code?: unknown; message?: unknown };
      if (response.status === 201 && typeof answer.sid === 'string') return { reference: answer.sid };
      const reason = `Twilio answered ${response.status}${typeof answer.code === 'number' ? ` (${answer.code})` : ''}: ${String(answer.message ?? '').slice(0, 200)}`;
      if (response.status === 400 && typeof answer.code === 'number' && REFUSED_RECIPIENT.has(answer.code)) throw new RefusedNumber(reason);
      throw new Error(reason);
    },
  };
}
