import { createMiddleware } from 'hono/factory';
import { createTranslator } from '../../client/i18n';
import { isStaffLanguage, STAFF_LOCALES, STAFF_MESSAGES, type StaffLanguage } from '../../locales/backoffice';
import type { ShopEnv } from '../env';
import { identify } from '../staff/identity';

/**
 * Who is looking at a back office page (a staff session, or Cloudflare Access in front of the
 * host), and in which language: the member's own, else the browser's first of English and German.
 * The API under /admin/api identifies its callers itself.
 */
export const staffContext = () =>
  createMiddleware<ShopEnv>(async function staffContext(c, next) {
    const who = await identify(c, () => c.get('db'), Date.now());
    // The admin token is for the command line: a page is for a person.
    if (who.ok && who.identity.member) c.set('identity', who.identity);
    const language =
      who.ok && who.identity.member && isStaffLanguage(who.identity.member.language)
        ? who.identity.member.language
        : preferred(c.req.header('accept-language'));
    c.set('language', language);
    c.set('t', createTranslator(STAFF_LOCALES[language], STAFF_MESSAGES[language]));
    await next();
  });

function preferred(header: string | undefined): StaffLanguage {
  for (const part of (header ?? '').split(',')) {
    const tag = part.trim().split(';')[0].slice(0, 2).toLowerCase();
    if (isStaffLanguage(tag)) return tag;
  }
  return 'en';
}
