import { convert } from 'html-to-text';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createTranslator } from '../../client/i18n';
import type { Database } from '../../db/client';
import type { NewsletterMailKind, OrderMailKind } from '../../db/queries/mail-outbox';
import { isMarketCode, MARKETS } from '../../locales/markets';
import { getMessages } from '../messages';
import { orderDetails } from '../orders/details';
import { isStaffMailKind, STAFF_MAILS, type StaffMailDetails, staffMailTranslator } from './staff-mails';
import { AMOUNTS, LINK_SHOWN, MAILS, type MailProps, NEWSLETTER_MAILS } from './templates';

/**
 * The plain-text part from the HTML: headings as written (html-to-text shouts them in capitals by
 * default), layout tables as lines, links without their URLs repeated but for those marked
 * `LINK_SHOWN` (the carrier's tracking page). A table of amounts (`AMOUNTS`) keeps its columns,
 * at least two spaces apart, so a label never runs into its amount ("Quantity: 2$89.00",
 * "Menge: 2141,02 €" when its cells were written one after the other).
 */
const TEXT = {
  wordwrap: 100,
  selectors: [
    ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'table', format: 'block' },
    { selector: `table.${AMOUNTS}`, format: 'dataTable', options: { colSpacing: 2, rowSpacing: 1, maxColumnWidth: 70 } },
    { selector: 'tr', format: 'block' },
    { selector: 'td', format: 'inline' },
    { selector: 'a', options: { ignoreHref: true } },
    { selector: `a.${LINK_SHOWN}`, format: 'anchor', options: { ignoreHref: false, linkBrackets: false as const } },
  ],
};

/** A newsletter e-mail's link is what it is for: the plain-text part keeps its address. */
const TEXT_WITH_LINKS = {
  ...TEXT,
  selectors: [...TEXT.selectors.filter((s) => s.selector !== 'a'), { selector: 'a', options: { ignoreHref: false } }],
};

/**
 * React's own server renderer, which the worker already has for pages (@react-email/render
 * would add prettier, 339 KB, for a formatting option we do not use).
 */
async function renderHtml(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return `<!doctype html>${await new Response(stream).text()}`;
}

export interface ComposedMail {
  /** The shop's name in the market's bundle, shown as the sender. */
  sender: string;
  /** Answers go to the market's customer care. */
  replyTo: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * An outbox row made into an e-mail in its market's language: the order as it is now, the
 * template of its kind, HTML and the plain-text part. Null when the order is gone.
 */
export async function composeMail(
  deps: { db: Database; kv: KVNamespace },
  mail: { orderId: string | null; kind: string; market: string; details: string | null },
): Promise<ComposedMail | null> {
  const market = MARKETS[isMarketCode(mail.market) ? mail.market : 'us'];
  if (isStaffMailKind(mail.kind)) {
    const details = JSON.parse(mail.details ?? '{}') as StaffMailDetails;
    const t = staffMailTranslator(details);
    const html = await renderHtml(STAFF_MAILS[mail.kind].body(t, details));
    return {
      sender: t('core.appName'),
      replyTo: market.helpEmail,
      subject: STAFF_MAILS[mail.kind].subject(t, details),
      html,
      text: convert(html, TEXT_WITH_LINKS),
    };
  }
  if (Object.hasOwn(NEWSLETTER_MAILS, mail.kind)) {
    const template = NEWSLETTER_MAILS[mail.kind as NewsletterMailKind];
    const props = {
      t: createTranslator(market.locale, await getMessages(deps.kv, market.code)),
      market,
      link: (JSON.parse(mail.details ?? '{}') as { link?: string }).link,
    };
    const body = template.body(props);
    // A confirmation without its link cannot be sent.
    if (!body) return null;
    const html = await renderHtml(body);
    return {
      sender: props.t('shop.name'),
      replyTo: market.helpEmail,
      subject: template.subject(props),
      html,
      text: convert(html, TEXT_WITH_LINKS),
    };
  }
  const template = MAILS[mail.kind as OrderMailKind];
  if (!template || !mail.orderId) throw new Error(`Unknown mail kind ${mail.kind}`);
  if (!template) throw new Error(`Unknown mail kind ${mail.kind}`);
  const [messages, order] = await Promise.all([getMessages(deps.kv, market.code), orderDetails(deps.db, mail.orderId, market)]);
  if (!order) return null;
  const props = {
    t: createTranslator(market.locale, messages),
    market,
    orderId: mail.orderId,
    orderNumber: order.number,
    status: order.status,
    order: order.details,
    extra: mail.details ? (JSON.parse(mail.details) as MailProps['extra']) : {},
  };
  return { sender: props.t('shop.name'), replyTo: market.helpEmail, ...(await renderOrderMail(mail.kind as OrderMailKind, props)) };
}

/** One order e-mail of `kind`: its subject, its HTML and the plain-text part made from that HTML. */
export async function renderOrderMail(kind: OrderMailKind, props: MailProps): Promise<Pick<ComposedMail, 'subject' | 'html' | 'text'>> {
  const template = MAILS[kind];
  const html = await renderHtml(template.body(props));
  return { subject: template.subject(props), html, text: convert(html, TEXT) };
}
