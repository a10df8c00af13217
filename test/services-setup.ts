import type { TestProject } from 'vitest/node';
import { startSentryCatcher } from '../scripts/sentry-catcher.mjs';
import { startSmsCatcher } from '../scripts/sms-catcher.mjs';
import { startAccessTeam } from './access-keys';
import { startMailCatcher } from './mail-catcher';
import { startStripeApi } from './stripe-api';

/**
 * The local services the worker tests talk to over the network, as production talks to Stripe
 * and to an SMTP server: started once on 127.0.0.1, their addresses provided to every file.
 */
export default async function setup(project: TestProject) {
  const [api, mail, access, sms, sentry] = await Promise.all([
    startStripeApi(),
    startMailCatcher(),
    startAccessTeam(),
    startSmsCatcher(),
    startSentryCatcher(),
  ]);
  project.provide('stripeApi', api.url);
  project.provide('accessTeam', access.url);
  project.provide('accessPrivateKey', access.privateKey);
  project.provide('smtpPort', mail.smtp);
  project.provide('mailApi', mail.web);
  project.provide('smsApi', sms.url);
  project.provide('sentryApi', sentry.url);
  project.provide('sentryDsn', sentry.dsn);
  return async () => {
    await Promise.all([api.close(), mail.stop(), access.close(), sms.stop(), sentry.stop()]);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    stripeApi: string;
    smtpPort: number;
    mailApi: string;
    /** The SMS catcher (scripts/sms-catcher.mjs): Twilio's Messages API, and what arrived at /messages.json. */
    smsApi: string;
    /** The Sentry catcher (scripts/sentry-catcher.mjs): its DSN, and what arrived at /events.json. */
    sentryApi: string;
    sentryDsn: string;
    /** A Cloudflare Access team's URL (its keys at /cdn-cgi/access/certs) and its private key (JWK JSON). */
    accessTeam: string;
    accessPrivateKey: string;
  }
}
