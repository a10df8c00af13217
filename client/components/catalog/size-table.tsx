import type { SizeRow } from '../../../locales/sizes';
import { numberFormat } from '../../intl';
import { useMarket } from '../../state';

/** Every size system from the one size table (locales/sizes.ts): the product's chart and the size guide. */
export function SizeTable({ rows }: { rows: SizeRow[] }) {
  const { market, t } = useMarket();
  const cm = numberFormat(market.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  // Every system from the one size table, women's and men's US sizes named apart.
  const number = numberFormat(market.locale, { maximumFractionDigits: 1 });
  return (
    <table className="size-table">
      <thead>
        <tr>
          <th scope="col">EU</th>
          <th scope="col">UK</th>
          <th scope="col">{t('product.usWomen')}</th>
          <th scope="col">{t('product.usMen')}</th>
          <th scope="col">JP</th>
          <th scope="col">{t('product.footLength')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.eu}>
            <th scope="row">{number.format(Number(row.eu))}</th>
            <td>{number.format(row.uk)}</td>
            <td>{number.format(row.usWomen)}</td>
            <td>{number.format(row.usMen)}</td>
            <td>{number.format(row.jp)}</td>
            <td>{cm.format(row.footMm / 10)} cm</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
