import { convert } from 'html-to-text';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import fill from 'templite';
import { formatMoney } from '../../client/money';
import deAlerts from '../../locales/backoffice/de/alerts.json';
import enAlerts from '../../locales/backoffice/en/alerts.json';
import { CURRENCIES, type Currency } from '../../locales/markets';

/**
 * The 'staff-alert' e-mail (raised by worker/staff/alerts.ts): the alerts one batch raised, in
 * the staff member's language, each with what happened and what to do. Its texts are the back
 * office's (locales/backoffice/{en,de}/alerts.json), read here directly so the e-mail needs no
 * market and no bundle from KV.
 */

type Language = 'en' | 'de';
const TEXTS: Record<Language, Record<string, string>> = { en: enAlerts, de: deAlerts };
const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

export interface AlertShown {
  key: string;
  kind: string;
  details: Record<string, unknown>;
}

export function alertTranslator(language: string) {
  const lang: Language = language === 'de' ? 'de' : 'en';
  const t = (key: string, params: Record<string, unknown> = {}) => fill(TEXTS[lang][key] ?? TEXTS.en[key] ?? key, params);
  return { lang, locale: LOCALES[lang], t };
}

const isCurrency = (value: unknown): value is Currency => CURRENCIES.includes(value as Currency);

/** One alert in words: what happened, and what to do about it. */
export function describeAlert(language: string, alert: AlertShown): { summary: string; action: string } {
  const { locale, t } = alertTranslator(language);
  const d = alert.details;
  const params: Record<string, unknown> = { ...d };
  if (alert.kind === 'payment-unconfirmed' && typeof d.total === 'number' && isCurrency(d.currency))
    params.total = formatMoney(d.total, d.currency, locale);
  const summaryKey = alert.kind === 'mail-dead' && d.number == null ? 'alerts.mail-dead.summaryNoOrder' : `alerts.${alert.kind}.summary`;
  return { summary: t(summaryKey, params), action: t(`alerts.${alert.kind}.action`) };
}

function AlertMail({
  lang,
  subject,
  intro,
  items,
  footer,
}: {
  lang: string;
  subject: string;
  intro: string;
  items: ReturnType<typeof describeAlert>[];
  footer: string;
}) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <title>{subject}</title>
      </head>
      <body style={{ fontFamily: 'Arial, sans-serif', color: '#1f2328', lineHeight: 1.5 }}>
        <p>{intro}</p>
        <ul>
          {items.map((item) => (
            <li key={item.summary} style={{ marginBottom: 12 }}>
              <strong>{item.summary}</strong>
              <br />
              {item.action}
            </li>
          ))}
        </ul>
        <p style={{ color: '#57606a', fontSize: 13 }}>{footer}</p>
      </body>
    </html>
  );
}

async function renderHtml(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return `<!doctype html>${await new Response(stream).text()}`;
}

/** The outbox row's details ({ language, alerts }) as the e-mail; null when it lists no alert. */
export async function composeStaffAlert(details: string | null, from: string) {
  const parsed = JSON.parse(details ?? '{}') as { language?: string; alerts?: AlertShown[] };
  const alerts = parsed.alerts ?? [];
  if (alerts.length === 0) return null;
  const { lang, t } = alertTranslator(parsed.language ?? 'en');
  const items = alerts.map((alert) => describeAlert(lang, alert));
  const subject =
    alerts.length === 1
      ? t('alerts.mail.subjectOne', { summary: items[0].summary })
      : t('alerts.mail.subjectMany', { count: alerts.length });
  const html = await renderHtml(
    <AlertMail
      lang={lang}
      subject={subject}
      intro={t(alerts.length === 1 ? 'alerts.mail.intro' : 'alerts.mail.introMany')}
      items={items}
      footer={t('alerts.mail.footer')}
    />,
  );
  // Replies go to the shop's own sender: an alert has no market whose customer care could answer.
  return { sender: t('alerts.mail.sender'), replyTo: from, subject, html, text: convert(html, { wordwrap: 100 }) };
}
