import type { PageProps } from '../../page-context';

export type SignInLinkData = { state: 'ready'; email: string; token: string; next: string } | { state: 'expired' };

/**
 * The e-mailed link lands here and signs in only with the button: a mail scanner that opens the
 * link uses nothing up, and the session cookie (SameSite=Strict) is set by a request of this site.
 */
export default function SignInLinkPage({ ctx: { t }, data }: PageProps<SignInLinkData>) {
  if (data.state === 'expired')
    return (
      <section>
        <h1>{t('core.signInLink.expiredTitle')}</h1>
        <p>{t('core.signInLink.expiredText')}</p>
        <p>
          <a href="/sign-in">{t('core.signInLink.again')}</a>
        </p>
      </section>
    );
  return (
    <section>
      <h1>{t('core.signInLink.title')}</h1>
      <form method="post" action="/sign-in/link">
        <input type="hidden" name="token" value={data.token} />
        <input type="hidden" name="next" value={data.next} />
        <p>{t('core.signInLink.text', { email: data.email })}</p>
        <button type="submit">{t('core.signInLink.button')}</button>
      </form>
    </section>
  );
}
