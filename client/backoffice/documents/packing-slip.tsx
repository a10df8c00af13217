import { colourName } from '../../colour-name';
import type { Translate } from '../../i18n';

/**
 * The packing slip of an order (GET /admin/api/orders/:id/packing-slip): what goes in the next
 * parcel, and where it goes. A pure component, no state and no fetching, so the order page, a
 * print page or a batch of slips on one sheet render it alike. Its classes are for print CSS:
 * `packing-slip` is one sheet (a page break after it), `packing-slip__tick` the box the packer
 * ticks by hand.
 */

export interface PackingSlipLine {
  variantSku: string;
  /** As the shelf is labelled: product, colour, EU size (`CMF-101/black/42`). */
  shelf: string;
  productSku: string;
  /** The product's English name, as the operator API names products. */
  title: string;
  /** Colour: a palette key (`fulfil.colour.{key}` names it) or a name as the merchant wrote it. */
  colour: string;
  /** The size as the shopper chose it, in the market's size system ("US 9", "UK 8", "26.5 cm"). */
  size: string;
  sizeEu: string;
  ordered: number;
  /** Pairs still to ship: what to pack. */
  toPack: number;
}

export interface PackingSlipData {
  order: { id: string; number: number | null; placedAt: number; market: string; status: string };
  /** The shipping address as its country writes it, name first and the country's name last. */
  shipTo: string[];
  phone: string | null;
  /** Lines with pairs still to ship; a line sent in full earlier is left out. */
  lines: PackingSlipLine[];
  /** Pairs of the order went out in earlier parcels. */
  partial: boolean;
}

export function PackingSlip({ slip, t }: { slip: PackingSlipData; t: Translate }) {
  const number = slip.order.number ? `#${slip.order.number}` : slip.order.id;
  const id = `packing-slip-${slip.order.id}`;
  const placed = new Date(slip.order.placedAt).toISOString().slice(0, 10);
  const pairs = slip.lines.reduce((n, line) => n + line.toPack, 0);
  return (
    <article className="packing-slip" aria-labelledby={`${id}-title`}>
      <header className="packing-slip__header">
        <h1 id={`${id}-title`}>{t('fulfil.slip.title', { number })}</h1>
        <dl className="packing-slip__facts">
          <dt>{t('fulfil.slip.order')}</dt>
          <dd>{number}</dd>
          <dt>{t('fulfil.slip.placed')}</dt>
          <dd>
            <time dateTime={placed}>{placed}</time>
          </dd>
          <dt>{t('fulfil.slip.market')}</dt>
          <dd>{slip.order.market.toUpperCase()}</dd>
        </dl>
      </header>
      <section className="packing-slip__address" aria-labelledby={`${id}-ship-to`}>
        <h2 id={`${id}-ship-to`}>{t('fulfil.slip.shipTo')}</h2>
        <address>
          {slip.shipTo.map((line, i) => (
            // Lines of one address may repeat (a town named like its district): the place keeps keys apart.
            <span key={i} className="packing-slip__address-line">
              {line}
              <br />
            </span>
          ))}
          {slip.phone && <span className="packing-slip__phone">{t('fulfil.slip.phone', { phone: slip.phone })}</span>}
        </address>
      </section>
      {slip.partial && <p className="packing-slip__note">{t('fulfil.slip.partial')}</p>}
      {slip.lines.length === 0 ? (
        <p className="packing-slip__note">{t('fulfil.slip.nothing')}</p>
      ) : (
        <table className="packing-slip__lines">
          <caption>{t('fulfil.slip.caption', { count: pairs })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fulfil.slip.product')}</th>
              <th scope="col">{t('fulfil.slip.colour')}</th>
              <th scope="col">{t('fulfil.slip.size')}</th>
              <th scope="col">{t('fulfil.slip.shelf')}</th>
              <th scope="col" className="packing-slip__number">
                {t('fulfil.slip.quantity')}
              </th>
              <th scope="col" className="packing-slip__tick">
                {t('fulfil.slip.packed')}
              </th>
            </tr>
          </thead>
          <tbody>
            {slip.lines.map((line) => (
              <tr key={line.variantSku}>
                <th scope="row">
                  {line.title}
                  <br />
                  <span className="packing-slip__sku">{line.variantSku}</span>
                </th>
                <td>{line.colour ? colourName(t, line.colour, 'fulfil.colour') : ''}</td>
                <td>
                  {line.size}
                  {line.size !== `EU ${line.sizeEu}` && <span className="packing-slip__eu"> (EU {line.sizeEu})</span>}
                </td>
                <td className="packing-slip__shelf">{line.shelf}</td>
                <td className="packing-slip__number">
                  {line.toPack}
                  {line.toPack !== line.ordered && (
                    <span className="packing-slip__of"> {t('fulfil.slip.of', { ordered: line.ordered })}</span>
                  )}
                </td>
                <td className="packing-slip__tick" />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                {t('fulfil.slip.total')}
              </th>
              <td className="packing-slip__number">{pairs}</td>
              <td className="packing-slip__tick" />
            </tr>
          </tfoot>
        </table>
      )}
    </article>
  );
}
