import { Fragment, type ReactElement, type ReactNode } from 'react';
import type { OrderAddress } from '../../client/contract/pages/success';
import type { Translate } from '../../client/i18n';
import { formatMoney } from '../../client/money';
import { orderName } from '../../client/order-name';
import { variantLabel } from '../../client/variant-label';
import type { NewsletterMailKind, OrderMailKind } from '../../db/queries/mail-outbox';
import { addressFormatOf } from '../../locales/addresses';
import { trackingLink } from '../../locales/carriers';
import type { Currency, Market } from '../../locales/markets';
import { chargesSalesTax } from '../../locales/sales-tax';
import type { OrderDetails } from '../orders/details';

/**
 * The order e-mails, as React components rendered to HTML with inline styles (mail clients
 * ignore style sheets) and to plain text from that HTML. Every text comes from the market's
 * message bundle, the same one the shop uses.
 */

export interface MailProps {
  t: Translate;
  market: Market;
  orderId: string;
  /** The short number the shopper is shown instead of the id (#10042; client/order-name.ts). */
  orderNumber: number | null;
  /** The order's status now: 'authorized' adds the payment-being-confirmed note. */
  status: string;
  order: OrderDetails;
  /**
   * Carrier and tracking number (shipped), amount in minor units (refunded). A parcel of an order
   * shipped in parts names its pairs (`line`: the place among the order's lines) and whether more follow.
   */
  extra: {
    carrier?: string;
    tracking?: string;
    amount?: number;
    lines?: { variantSku: string; quantity: number; line: number }[];
    rest?: boolean;
    /** The review invitation's one-time link. */
    link?: string;
  };
}

/** The class of a table of labels and amounts, which the plain-text part keeps in columns (compose.tsx). */
export const AMOUNTS = 'amounts';

const COLOURS = { text: '#1f2328', muted: '#57606a', brand: '#1f4e5f', line: '#d0d7de', warn: '#8a1c1c' };
const cell = { padding: '6px 0', borderBottom: `1px solid ${COLOURS.line}`, verticalAlign: 'top' as const };

/** The name as a local letter writes it: family name first in Japan and Hungary. */
export function greetingName(market: Market, address: OrderAddress): string {
  return addressFormatOf(market.country)?.familyNameFirst ? `${address.lastName} ${address.firstName}` : address.firstName;
}

function Layout({ lang, title, children, footer }: { lang: string; title: string; children: ReactNode; footer: string }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body
        style={{
          margin: 0,
          padding: '24px 12px',
          background: '#f6f8fa',
          fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        }}
      >
        <table role="presentation" width="100%" style={{ maxWidth: 600, margin: '0 auto', background: '#ffffff', borderRadius: 8 }}>
          <tbody>
            <tr>
              <td style={{ padding: 24, color: COLOURS.text, fontSize: 16, lineHeight: 1.5 }}>{children}</td>
            </tr>
            <tr>
              <td style={{ padding: '0 24px 24px', color: COLOURS.muted, fontSize: 13 }}>{footer}</td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

function AddressBlock({ title, lines }: { title: string; lines: string[] }) {
  return (
    <td style={{ width: '50%', verticalAlign: 'top', paddingRight: 12 }}>
      <h3 style={{ fontSize: 15, margin: '16px 0 4px' }}>{title}</h3>
      <p style={{ margin: 0 }}>
        {lines.map((line, i) => (
          <Fragment key={line}>
            {i > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </p>
    </td>
  );
}

/** What was bought, what it cost, where it goes: the body every order e-mail shares. */
function OrderSummary({ t, market, order }: Pick<MailProps, 't' | 'market' | 'order'>) {
  const money = (amount: number) => formatMoney(amount, order.currency as Currency, market.locale);
  const { totals } = order;
  const row = (label: string, value: string, strong = false) => (
    <tr key={label}>
      <td style={{ ...cell, fontWeight: strong ? 700 : 400 }}>{label}</td>
      <td style={{ ...cell, textAlign: 'right', fontWeight: strong ? 700 : 400 }}>{value}</td>
    </tr>
  );
  return (
    <>
      <h2 style={{ fontSize: 18, margin: '24px 0 8px' }}>{t('success.details')}</h2>
      <table role="presentation" className={AMOUNTS} width="100%" style={{ borderCollapse: 'collapse' }}>
        <tbody>
          {order.lines.map((line) => (
            <tr key={`${line.title}-${line.size}-${line.colour}`}>
              <td style={cell}>
                {line.title}
                <br />
                <span style={{ color: COLOURS.muted, fontSize: 14 }}>
                  {[variantLabel(t, market, line), `${t('cart.quantity')}: ${line.quantity}`].filter(Boolean).join(' · ')}
                </span>
              </td>
              <td style={{ ...cell, textAlign: 'right' }}>{money(line.lineTotal)}</td>
            </tr>
          ))}
          {totals.savings > 0 && row(t('cart.savings'), `−${money(totals.savings)}`)}
          {row(t('cart.subtotal'), money(totals.subtotal))}
          {totals.discount > 0 && row(t('checkout.orderDiscount', { code: '' }).trim(), `−${money(totals.discount)}`)}
          {row(t('checkout.shipping'), totals.shipping === 0 ? t('checkout.free') : money(totals.shipping))}
          {chargesSalesTax(market.country) && row(t('checkout.salesTax'), money(totals.tax))}
          {row(t('cart.total'), money(totals.total), true)}
        </tbody>
      </table>
      <p style={{ margin: '16px 0 0' }}>
        {t('success.paymentMethod')}: {t('success.card', { brand: order.payment.brand, last4: order.payment.last4 })}
      </p>
      <table role="presentation" width="100%">
        <tbody>
          <tr>
            <AddressBlock title={t('success.shippingAddress')} lines={order.addressLines.shipping} />
            <AddressBlock title={t('success.billingAddress')} lines={order.addressLines.billing} />
          </tr>
        </tbody>
      </table>
      {!order.addressVerified && (
        <p style={{ color: COLOURS.warn, margin: '16px 0 0' }}>{t('checkout.addressUnverified', { email: market.helpEmail })}</p>
      )}
      <p style={{ margin: '16px 0 0' }}>{t('success.help', { email: market.helpEmail })}</p>
    </>
  );
}

function OrderMail(props: MailProps & { title: string; intro: ReactNode }) {
  const { t, market } = props;
  return (
    <Layout lang={market.locale} title={props.title} footer={t('mail.footer', { shop: t('shop.name') })}>
      <p style={{ fontSize: 20, fontWeight: 700, color: COLOURS.brand, margin: '0 0 16px' }}>{t('shop.name')}</p>
      <h1 style={{ fontSize: 22, margin: '0 0 12px' }}>{props.title}</h1>
      {props.intro}
      <OrderSummary t={t} market={market} order={props.order} />
    </Layout>
  );
}

const paragraph = (text: string) => <p style={{ margin: '0 0 8px' }}>{text}</p>;

/** The class of a link whose address the plain-text part writes out (compose.tsx): one to follow, not decoration. */
export const LINK_SHOWN = 'shown';

/** The carrier's tracking page for the parcel (locales/carriers.ts); nothing for a carrier we do not know. */
function TrackingLink({ t, market, extra }: Pick<MailProps, 't' | 'market' | 'extra'>) {
  const href = extra.carrier && extra.tracking ? trackingLink(extra.carrier, extra.tracking, market.code) : null;
  if (!href) return null;
  return (
    <p style={{ margin: '0 0 8px' }}>
      <a className={LINK_SHOWN} href={href} style={{ color: COLOURS.brand, fontWeight: 700 }}>
        {t('mail.trackingLink')}
      </a>
    </p>
  );
}

/** The order as its e-mails name it to the shopper: the short number, never the internal id. */
const named = ({ t, orderId, orderNumber }: Pick<MailProps, 't' | 'orderId' | 'orderNumber'>) =>
  orderName(t, { id: orderId, number: orderNumber });

/** What is in this parcel, read in the shopper's language from the order's lines, and whether more follow. */
function ParcelLines({ t, market, order, extra }: Pick<MailProps, 't' | 'market' | 'order' | 'extra'>) {
  const parcel = (extra.lines ?? []).flatMap((p) => {
    const line = order.lines[p.line];
    return line ? [{ ...line, quantity: p.quantity, key: p.variantSku }] : [];
  });
  if (parcel.length === 0) return null;
  return (
    <>
      <h2 style={{ fontSize: 16, margin: '16px 0 4px' }}>{t('mail.parcelContents')}</h2>
      <ul style={{ margin: '0 0 8px', paddingLeft: 20 }}>
        {parcel.map((line) => (
          <li key={line.key}>
            {[line.title, variantLabel(t, market, line), `${t('cart.quantity')}: ${line.quantity}`].filter(Boolean).join(' · ')}
          </li>
        ))}
      </ul>
      {extra.rest && paragraph(t('mail.parcelRest'))}
    </>
  );
}

/** Each kind of order e-mail: its subject and its body. */
export const MAILS: Record<OrderMailKind, { subject(props: MailProps): string; body(props: MailProps): ReactElement }> = {
  'order-confirmation': {
    subject: (props) => props.t('mail.confirmationSubject', { id: named(props) }),
    body: (props) => {
      const { t, market, order } = props;
      const name = greetingName(market, order.shippingAddress);
      return (
        <OrderMail
          {...props}
          title={t('mail.confirmationSubject', { id: named(props) })}
          intro={
            <>
              {paragraph(t('mail.confirmationIntro', { name }))}
              {props.status === 'authorized' && paragraph(t('mail.processingNote'))}
            </>
          }
        />
      );
    },
  },
  'order-shipped': {
    subject: (props) => props.t('mail.shippedSubject', { id: named(props) }),
    body: (props) => {
      const { t, market, order, extra } = props;
      return (
        <OrderMail
          {...props}
          title={t('mail.shippedSubject', { id: named(props) })}
          intro={
            <>
              {paragraph(t('mail.shippedIntro', { name: greetingName(market, order.shippingAddress), carrier: extra.carrier ?? '' }))}
              {extra.tracking && paragraph(t('mail.tracking', { number: extra.tracking }))}
              <TrackingLink t={t} market={market} extra={extra} />
              <ParcelLines t={t} market={market} order={order} extra={extra} />
            </>
          }
        />
      );
    },
  },
  'order-cancelled': {
    subject: (props) => props.t('mail.cancelledSubject', { id: named(props) }),
    body: (props) => (
      <OrderMail
        {...props}
        title={props.t('mail.cancelledSubject', { id: named(props) })}
        intro={paragraph(
          props.t('mail.cancelledIntro', { name: greetingName(props.market, props.order.shippingAddress), id: named(props) }),
        )}
      />
    ),
  },
  'order-refunded': {
    subject: (props) => props.t('mail.refundedSubject', { id: named(props) }),
    body: (props) => {
      const amount = formatMoney(props.extra.amount ?? props.order.totals.total, props.order.currency as Currency, props.market.locale);
      return (
        <OrderMail
          {...props}
          title={props.t('mail.refundedSubject', { id: named(props) })}
          intro={paragraph(props.t('mail.refundedIntro', { name: greetingName(props.market, props.order.shippingAddress), amount }))}
        />
      );
    },
  },
  'review-invitation': {
    subject: (props) => props.t('mail.reviewSubject', { id: named(props) }),
    body: (props) => <ReviewInvitation {...props} />,
  },
};

/**
 * The invitation to review: what was bought and the one-time link, without the order's prices
 * and addresses, which the shopper has had twice already. Its address is written out in the
 * plain-text part, since following it is the point of the e-mail.
 */
function ReviewInvitation(props: MailProps) {
  const { t, market, order, extra } = props;
  const title = t('mail.reviewSubject', { id: named(props) });
  const products = [...new Set(order.lines.map((line) => line.title))];
  return (
    <Layout lang={market.locale} title={title} footer={t('mail.footer', { shop: t('shop.name') })}>
      <p style={{ fontSize: 20, fontWeight: 700, color: COLOURS.brand, margin: '0 0 16px' }}>{t('shop.name')}</p>
      <h1 style={{ fontSize: 22, margin: '0 0 12px' }}>{title}</h1>
      {paragraph(t('mail.reviewIntro', { name: greetingName(market, order.shippingAddress) }))}
      <ul style={{ margin: '0 0 8px', paddingLeft: 20 }}>
        {products.map((product) => (
          <li key={product}>{product}</li>
        ))}
      </ul>
      {extra.link && (
        <p style={{ margin: '16px 0' }}>
          <a className={LINK_SHOWN} href={extra.link} style={{ color: COLOURS.brand, fontWeight: 700 }}>
            {t('mail.reviewLink')}
          </a>
        </p>
      )}
      {paragraph(t('mail.reviewNote'))}
    </Layout>
  );
}

/** A newsletter e-mail: the market's bundle and the link, if the kind has one. */
interface NewsletterMailProps {
  t: Translate;
  market: Market;
  link?: string;
}

function NewsletterLayout({ t, market, title, children }: { t: Translate; market: Market; title: string; children: ReactNode }) {
  return (
    <Layout lang={market.locale} title={title} footer={t('mail.newsletterFooter')}>
      <p style={{ fontSize: 20, fontWeight: 700, color: COLOURS.brand, margin: '0 0 16px' }}>{t('shop.name')}</p>
      <h1 style={{ fontSize: 22, margin: '0 0 12px' }}>{title}</h1>
      {children}
    </Layout>
  );
}

/**
 * The e-mails of a newsletter sign-up. The page answers every sign-up alike, so only these tell
 * a new address from a known one, and only to whoever reads the address's mail.
 */
export const NEWSLETTER_MAILS: Record<
  NewsletterMailKind,
  { subject(props: NewsletterMailProps): string; body(props: NewsletterMailProps): ReactElement | null }
> = {
  /**
   * Double opt-in: asks a new (or still unconfirmed) subscriber to confirm the address. Nothing
   * is sent to it until the link's page is confirmed; the code comes with the confirmation.
   */
  'newsletter-confirmation': {
    subject: ({ t }) => t('mail.newsletterSubject', { shop: t('shop.name') }),
    body: ({ t, market, link }) =>
      link ? (
        <NewsletterLayout t={t} market={market} title={t('mail.newsletterSubject', { shop: t('shop.name') })}>
          {paragraph(t('mail.newsletterIntro'))}
          <p style={{ margin: '16px 0' }}>
            <a
              href={link}
              style={{
                background: COLOURS.brand,
                color: '#ffffff',
                padding: '10px 18px',
                borderRadius: 6,
                textDecoration: 'none',
                fontWeight: 700,
              }}
            >
              {t('mail.newsletterConfirm')}
            </a>
          </p>
          {paragraph(t('mail.newsletterIgnore'))}
        </NewsletterLayout>
      ) : null,
  },
  /** An address that is subscribed already: nothing to do, and no new code. */
  'newsletter-already': {
    subject: ({ t }) => t('mail.newsletterAlreadySubject', { shop: t('shop.name') }),
    body: ({ t, market }) => (
      <NewsletterLayout t={t} market={market} title={t('mail.newsletterAlreadySubject', { shop: t('shop.name') })}>
        {paragraph(t('mail.newsletterAlreadyText'))}
        {paragraph(t('mail.newsletterAlreadyIgnore'))}
      </NewsletterLayout>
    ),
  },
};
