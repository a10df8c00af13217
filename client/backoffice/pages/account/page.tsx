import { formatDateTime } from '../../format';
import type { PageProps } from '../../page-context';

export interface AccountData {
  member: { email: string; name: string; role: string; language: string; alerts: boolean };
  passkeys: { id: string; name: string; createdAt: number; lastUsedAt: number | null }[];
}

/** One's own account: name, language, alert e-mails, passkeys. */
export default function AccountPage({ ctx, data }: PageProps<AccountData>) {
  const { t, locale } = ctx;
  return (
    <section>
      <h1>{t('core.account.title')}</h1>
      <dl className="facts">
        <dt>{t('core.staff.email')}</dt>
        <dd>{data.member.email}</dd>
        <dt>{t('core.staff.role')}</dt>
        <dd>{t(`core.roles.${data.member.role}`)}</dd>
      </dl>
      <form method="post" action="/account">
        <fieldset>
          <legend>{t('core.account.settings')}</legend>
          <label htmlFor="account-name">{t('core.account.name')}</label>
          <input id="account-name" name="name" autoComplete="name" defaultValue={data.member.name} maxLength={100} />
          <label htmlFor="account-language">{t('core.account.language')}</label>
          <select id="account-language" name="language" defaultValue={data.member.language}>
            <option value="en">English</option>
            <option value="de">Deutsch</option>
          </select>
          <p>
            <input id="account-alerts" name="alerts" type="checkbox" value="1" defaultChecked={data.member.alerts} />{' '}
            <label htmlFor="account-alerts" className="inline">
              {t('core.account.alerts')}
            </label>
          </p>
          <button type="submit">{t('core.account.save')}</button>
        </fieldset>
      </form>
      <h2>{t('core.account.passkeys')}</h2>
      {data.passkeys.length === 0 ? (
        <p>{t('core.account.noPasskeys')}</p>
      ) : (
        <table>
          <caption className="visually-hidden">{t('core.account.passkeys')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('core.account.passkeyName')}</th>
              <th scope="col">{t('core.account.added')}</th>
              <th scope="col">{t('core.account.lastUsed')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('core.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.passkeys.map((p) => (
              <tr key={p.id}>
                <td>{p.name}</td>
                <td>{formatDateTime(locale, p.createdAt)}</td>
                <td>{formatDateTime(locale, p.lastUsedAt)}</td>
                <td>
                  <form method="post" action="/account/passkeys/remove" className="inline">
                    <input type="hidden" name="id" value={p.id} />
                    <button type="submit" className="secondary">
                      {t('core.account.removePasskey', { name: p.name })}
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form data-passkey-register="" data-error="passkey-register-error" data-failed={t('core.account.passkeyFailed')} hidden>
        <label htmlFor="passkey-name">{t('core.account.passkeyName')}</label>
        <input id="passkey-name" name="name" required maxLength={60} defaultValue={t('core.account.passkeyDefaultName')} />{' '}
        <button type="submit">{t('core.account.addPasskey')}</button>
      </form>
      <p id="passkey-register-error" className="bo-error" role="alert" hidden />
      <noscript>
        <p>{t('core.account.passkeyNeedsScript')}</p>
      </noscript>
    </section>
  );
}
