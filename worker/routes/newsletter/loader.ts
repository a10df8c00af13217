import type { Loader } from '../types';

export const newsletterLoader: Loader<'newsletter'> = async ({ t, newsletterResult }) => ({
  data: { result: newsletterResult() },
  head: { title: `${t('newsletter.title')} – ${t('shop.name')}`, description: t('newsletter.text'), noindex: true },
});
