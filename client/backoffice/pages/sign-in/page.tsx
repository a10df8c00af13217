import type { PageProps } from '../../page-context';

export interface SignInData {
  next: string;
  email: string;
  /** 'form': asking; 'sent': the answer every address gets; 'limited': too many tries; 'invalid': not an address. */
  state: 'form' | 'sent' | 'limited' | 'invalid';
}

/** E-mail a one-time link, or use a passkey (the button appears where the browser has WebAuthn). */
export default function SignInPage({ ctx: { t }, data }: PageProps<SignInData>) {
  return (
    <section className="sign-in">
      <h1>{t('core.signIn.title')}</h1>
      {data.state === 'sent' ? (
        <p className="bo-notice" role="status">
          {t('core.signIn.sent', { email: data.email })}
        </p>
      ) : null}
      {data.state === 'limited' ? (
        <p className="bo-error" role="alert">
          {t('core.signIn.limited')}
        </p>
      ) : null}
      <form method="post" action="/sign-in" noValidate>
        <input type="hidden" name="next" value={data.next} />
        <label htmlFor="sign-in-email">{t('core.signIn.email')}</label>
        <input
          id="sign-in-email"
          name="email"
          type="email"
          autoComplete="username webauthn"
          required
          defaultValue={data.email}
          aria-invalid={data.state === 'invalid' ? true : undefined}
          aria-describedby={data.state === 'invalid' ? 'sign-in-email-error' : undefined}
        />
        {data.state === 'invalid' ? (
          <p id="sign-in-email-error" className="field-error">
            {t('core.signIn.invalidEmail')}
          </p>
        ) : null}
        <p>
          <button type="submit">{t('core.signIn.sendLink')}</button>
        </p>
      </form>
      <h2>{t('core.signIn.passkeyTitle')}</h2>
      <p className="muted">{t('core.signIn.passkeyText')}</p>
      <button
        type="button"
        className="secondary"
        data-passkey-sign-in=""
        data-error="passkey-error"
        data-failed={t('core.signIn.passkeyFailed')}
        hidden
      >
        {t('core.signIn.passkeyButton')}
      </button>
      <p id="passkey-error" className="bo-error" role="alert" hidden />
    </section>
  );
}
