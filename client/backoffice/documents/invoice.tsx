import { colourName } from '../../colour-name';
import type { Translate } from '../../i18n';
import { dateFormat, numberFormat } from '../../intl';
import { formatMoney } from '../../money';
import type { InvoiceDocument, InvoiceLine } from './invoice-document';

/**
 * An invoice or credit note as printed, from its document as issued (GET /admin/api/invoices/:id)
 * and a translator of its market's bundle (`invoice.*`): the market's language and its law's
 * title and items: 適格請求書 with the registration number in Japan, "Tax invoice" with the ABN
 * in Australia, VAT per rate in the EU and UK, the state's sales tax in the US. Pure: no state,
 * no fetching, so the order page, a print page and a test render it alike. `invoice` is one
 * sheet for print CSS.
 */
export function Invoice({ document: doc, t }: { document: InvoiceDocument; t: Translate }) {
  const money = (amount: number) => formatMoney(amount, doc.currency, doc.locale);
  const rate = (r: number) => numberFormat(doc.locale, { style: 'percent', maximumFractionDigits: 3 }).format(r / 100_000);
  const day = (d: string) => dateFormat(doc.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
  const title = t(doc.kind === 'invoice' ? 'invoice.title' : 'invoice.creditNote');
  const id = `invoice-${doc.number || doc.order.id}`;
  const order = doc.order.number ? `#${doc.order.number}` : doc.order.id;
  // A rate of 0 where prices include VAT is goods sent out of the tax's territory: the law asks for the reason.
  const exempt = doc.tax.pricesIncludeTax && doc.taxes.some((r) => r.rate === 0);

  return (
    <article className="invoice" lang={doc.locale} aria-labelledby={`${id}-title`}>
      <header className="invoice__header">
        <h1 id={`${id}-title`}>{title}</h1>
        <dl className="invoice__facts">
          <dt>{t('invoice.number')}</dt>
          <dd>{doc.number}</dd>
          <dt>{t('invoice.date')}</dt>
          <dd>
            <time dateTime={doc.issuedOn}>{day(doc.issuedOn)}</time>
          </dd>
          <dt>{t('invoice.supplyDate')}</dt>
          <dd>
            <time dateTime={doc.suppliedOn}>{day(doc.suppliedOn)}</time>
          </dd>
          <dt>{t('invoice.order')}</dt>
          <dd>{order}</dd>
        </dl>
        {doc.credits && (
          <p className="invoice__corrects">{t('invoice.corrects', { number: doc.credits.number, date: day(doc.credits.issuedOn) })}</p>
        )}
      </header>

      <section className="invoice__party" aria-labelledby={`${id}-seller`}>
        <h2 id={`${id}-seller`}>{t('invoice.seller')}</h2>
        <address>
          {[doc.seller.name, doc.seller.address].filter(Boolean).map((line) => (
            <span key={line} className="invoice__line">
              {line}
            </span>
          ))}
        </address>
        <dl>
          <Fact label={t('invoice.vatId')} value={doc.seller.vatId} />
          <Fact label={t('invoice.jpRegistration')} value={doc.seller.jpRegistration} />
          <Fact label={t('invoice.abn')} value={doc.seller.abn} />
          <Fact label={t('invoice.register')} value={doc.seller.register} />
          <Fact label={t('invoice.phone')} value={doc.seller.phone} />
        </dl>
      </section>

      <section className="invoice__party" aria-labelledby={`${id}-buyer`}>
        <h2 id={`${id}-buyer`}>{t('invoice.buyer')}</h2>
        <address>
          {doc.buyer.addressLines.map((line, i) => (
            // Lines of one address may repeat (a town named like its district): the place keeps keys apart.
            <span key={i} className="invoice__line">
              {line}
            </span>
          ))}
        </address>
        <dl>
          <Fact label={t('invoice.email')} value={doc.buyer.email} />
        </dl>
      </section>

      <table className="invoice__lines">
        <caption>{t('invoice.linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('invoice.item')}</th>
            <th scope="col">{t('invoice.sku')}</th>
            <th scope="col">{t('invoice.variant')}</th>
            <th scope="col">{t('invoice.quantity')}</th>
            <th scope="col">{t('invoice.unitPrice')}</th>
            <th scope="col">{t('invoice.discount')}</th>
            <th scope="col">{t('invoice.rate')}</th>
            <th scope="col">{t('invoice.net')}</th>
            <th scope="col">{t('invoice.tax')}</th>
            <th scope="col">{t('invoice.gross')}</th>
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((line, i) => (
            // An issued document's lines never move: their place is their key.
            <tr key={i}>
              <th scope="row">{lineName(line, t)}</th>
              <td>{line.sku}</td>
              <td>{line.kind === 'product' ? `${colourName(t, line.colour)}, ${line.size}` : ''}</td>
              <td className="invoice__number">{line.quantity}</td>
              <td className="invoice__number">{money(line.unitPrice)}</td>
              <td className="invoice__number">{line.discount ? money(line.discount) : ''}</td>
              <td className="invoice__number">{rate(line.rate)}</td>
              <td className="invoice__number">{money(line.net)}</td>
              <td className="invoice__number">{money(line.tax)}</td>
              <td className="invoice__number">{money(line.gross)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <table className="invoice__taxes">
        <caption>{t('invoice.taxCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('invoice.rate')}</th>
            <th scope="col">{t('invoice.net')}</th>
            <th scope="col">{t('invoice.tax')}</th>
            <th scope="col">{t('invoice.gross')}</th>
          </tr>
        </thead>
        <tbody>
          {doc.taxes.map((r) => (
            <tr key={r.rate}>
              <th scope="row">{rate(r.rate)}</th>
              <td className="invoice__number">{money(r.net)}</td>
              <td className="invoice__number">{money(r.tax)}</td>
              <td className="invoice__number">{money(r.gross)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className="invoice__totals">
        <dt>{t('invoice.totalNet')}</dt>
        <dd>{money(doc.totals.net)}</dd>
        <dt>{t('invoice.totalTax')}</dt>
        <dd>{money(doc.totals.tax)}</dd>
        <dt>{t('invoice.total')}</dt>
        <dd>
          <strong>{money(doc.totals.gross)}</strong>
        </dd>
      </dl>

      <footer className="invoice__notes">
        <p>{t('invoice.priceBasis')}</p>
        {doc.tax.region && <p>{t('invoice.salesTax', { state: doc.tax.region })}</p>}
        {exempt && <p>{t('invoice.exempt')}</p>}
      </footer>
    </article>
  );
}

function lineName(line: InvoiceLine, t: Translate): string {
  if (line.kind === 'shipping') return t('invoice.shipping');
  if (line.kind === 'adjustment') return t('invoice.adjustment');
  return line.name;
}

/** A detail the law of this market asks for; one it does not ask for is empty and left out. */
function Fact({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
