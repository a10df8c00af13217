import { createMiddleware } from 'hono/factory';
import { PAYLOAD_SUFFIX } from '../../client/contract/routes';
import { createTranslator } from '../../client/i18n';
import { readConfig } from '../config';
import type { ShopEnv } from '../env';
import { getMessages } from '../messages';
import { errorPayload, respond } from '../pages';
import { wantsJson } from '../wants-json';

/**
 * Checkout runs only with a valid configuration (worker/config.ts): otherwise every checkout
 * page and action answers 503 with a translated message before anything is authorised or
 * charged, and the reason is logged once per isolate.
 */
export const checkoutReady = () =>
  createMiddleware<ShopEnv>(async function checkoutReady(c, next) {
    const result = readConfig(c.env);
    if (result.ok) {
      c.set('config', result.config);
      return next();
    }
    c.header('retry-after', '300');
    if (c.req.method !== 'GET' && wantsJson(c)) return c.json({ ok: false, errors: {}, formError: 'checkout.unavailable' }, 503);
    const messages = await getMessages(c.env.LOCALES, c.get('market').code);
    const t = createTranslator(c.get('market').locale, messages);
    return respond(c, errorPayload(c, 503, t('checkout.unavailable'), messages), messages, c.req.path.endsWith(PAYLOAD_SUFFIX));
  });
