import type { ReactElement } from 'react';
import { createTranslator, type Translate } from '../../client/i18n';
import type { StaffMailKind } from '../../db/queries/mail-outbox';
import { isStaffLanguage, STAFF_LOCALES, STAFF_MESSAGES } from '../../locales/backoffice';

export interface StaffMailDetails {
  link: string;
  language: string;
  inviter?: string;
}

/** The back office's e-mails to staff, in the member's language (English or German). */
export const STAFF_MAILS: Record<
  StaffMailKind,
  { subject(t: Translate, d: StaffMailDetails): string; body(t: Translate, d: StaffMailDetails): ReactElement }
> = {
  'staff-sign-in': {
    subject: (t) => t('core.mail.signInSubject'),
    body: (t, d) => (
      <StaffLayout title={t('core.mail.signInSubject')}>
        <p>{t('core.mail.signInIntro')}</p>
        <p>
          <a href={d.link}>{t('core.mail.signInButton')}</a>
        </p>
        <p>{t('core.mail.signInIgnore')}</p>
      </StaffLayout>
    ),
  },
  'staff-invitation': {
    subject: (t) => t('core.mail.invitationSubject'),
    body: (t, d) => (
      <StaffLayout title={t('core.mail.invitationSubject')}>
        <p>{t('core.mail.invitationIntro', { inviter: d.inviter ?? '' })}</p>
        <p>
          <a href={d.link}>{t('core.mail.invitationButton')}</a>
        </p>
        <p>{t('core.mail.invitationExpiry')}</p>
      </StaffLayout>
    ),
  },
};

export const isStaffMailKind = (kind: string): kind is StaffMailKind => Object.hasOwn(STAFF_MAILS, kind);

export function staffMailTranslator(details: StaffMailDetails): Translate {
  const language = isStaffLanguage(details.language) ? details.language : 'en';
  return createTranslator(STAFF_LOCALES[language], STAFF_MESSAGES[language]);
}

function StaffLayout({ title, children }: { title: string; children: ReactElement | ReactElement[] }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body style={{ fontFamily: 'Arial, sans-serif', color: '#1c2430' }}>
        <h1 style={{ fontSize: 20 }}>{title}</h1>
        {children}
      </body>
    </html>
  );
}
