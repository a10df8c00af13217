import { pendingConfirmationQuery } from '../../../db/queries/newsletter';
import type { Loader } from '../types';

export const newsletterLoader: Loader<'newsletter'> = async ({ t, newsletterResult }) => ({
  data: { result: newsletterResult(), confirmToken: null },
  head: { title: `${t('newsletter.title')} – ${t('shop.name')}`, description: t('newsletter.text'), noindex: true },
});

/**
 * The page of the confirmation e-mail's link: a button that confirms (POST, actions.ts), never the
 * GET itself, which mail scanners and link previews also send. A link that is used or unknown
 * says so at once; the page shows nothing of the subscriber.
 */
export const newsletterConfirmLoader: Loader<'newsletterConfirm'> = async ({ db, t }, { token }) => {
  const [pending] = await pendingConfirmationQuery(db, token);
  return {
    data: pending ? { result: null, confirmToken: token } : { result: { status: 'link-invalid' }, confirmToken: null },
    head: { title: `${t('newsletter.confirmTitle')} – ${t('shop.name')}`, description: t('newsletter.confirmText'), noindex: true },
  };
};
