import { ROLES } from '../../contract/roles';
import { formatDateTime } from '../../format';
import type { PageProps } from '../../page-context';

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: string;
  language: string;
  lastSignInAt: number | null;
  removedAt: number | null;
}

export interface StaffData {
  staff: StaffMember[];
  /** An invitation the API refused: what was typed, and why. */
  refused?: { email: string; name: string; role: string; error: string };
  error?: string;
}

/** The owner's page: who works in the back office, in which role; invite, change, remove. */
export default function StaffPage({ ctx, data }: PageProps<StaffData>) {
  const { t, locale } = ctx;
  const writable = ctx.can('staff.write');
  return (
    <section>
      <h1>{t('core.staff.title')}</h1>
      {data.error ? (
        <p className="bo-error" role="alert">
          {data.error}
        </p>
      ) : null}
      <table>
        <caption className="visually-hidden">{t('core.staff.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('core.staff.email')}</th>
            <th scope="col">{t('core.staff.name')}</th>
            <th scope="col">{t('core.staff.role')}</th>
            <th scope="col">{t('core.staff.lastSignIn')}</th>
            {writable ? (
              <th scope="col">
                <span className="visually-hidden">{t('core.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {data.staff.map((m) => (
            <tr key={m.id}>
              <td>{m.email}</td>
              <td>{m.name}</td>
              <td>{m.removedAt ? t('core.staff.removed') : t(`core.roles.${m.role}`)}</td>
              <td>{formatDateTime(locale, m.lastSignInAt)}</td>
              {writable ? (
                <td>
                  {m.removedAt ? null : (
                    <>
                      <form method="post" action="/staff/role" className="inline">
                        <input type="hidden" name="id" value={m.id} />
                        <label className="visually-hidden" htmlFor={`role-${m.id}`}>
                          {t('core.staff.roleOf', { email: m.email })}
                        </label>
                        <select id={`role-${m.id}`} name="role" defaultValue={m.role}>
                          {ROLES.map((role) => (
                            <option key={role} value={role}>
                              {t(`core.roles.${role}`)}
                            </option>
                          ))}
                        </select>{' '}
                        <button type="submit" className="secondary">
                          {t('core.staff.changeRole')}
                        </button>
                      </form>{' '}
                      <form method="post" action="/staff/remove" className="inline">
                        <input type="hidden" name="id" value={m.id} />
                        <button type="submit" className="danger">
                          {t('core.staff.remove', { email: m.email })}
                        </button>
                      </form>
                    </>
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {writable ? (
        <form method="post" action="/staff/invite">
          <fieldset>
            <legend>{t('core.staff.invite')}</legend>
            {data.refused ? (
              <p className="bo-error" role="alert">
                {data.refused.error}
              </p>
            ) : null}
            <label htmlFor="invite-email">{t('core.staff.email')}</label>
            <input id="invite-email" name="email" type="email" required defaultValue={data.refused?.email} />
            <label htmlFor="invite-name">{t('core.staff.name')}</label>
            <input id="invite-name" name="name" defaultValue={data.refused?.name} maxLength={100} />
            <label htmlFor="invite-role">{t('core.staff.role')}</label>
            <select id="invite-role" name="role" defaultValue={data.refused?.role ?? 'viewer'}>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`core.roles.${role}`)}
                </option>
              ))}
            </select>
            <label htmlFor="invite-language">{t('core.account.language')}</label>
            <select id="invite-language" name="language" defaultValue={ctx.language}>
              <option value="en">English</option>
              <option value="de">Deutsch</option>
            </select>
            <p>
              <button type="submit">{t('core.staff.sendInvitation')}</button>
            </p>
          </fieldset>
        </form>
      ) : null}
    </section>
  );
}
