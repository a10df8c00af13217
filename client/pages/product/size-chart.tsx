import { useRef } from 'react';
import { useMarket } from '../../state';
import type { SizeChartRow } from './payload';

/**
 * The size chart in a modal <dialog>: the browser makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus goes back to the button that opened it.
 */
export function SizeChart({ rows }: { rows: SizeChartRow[] }) {
  const { market, t } = useMarket();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const cm = new Intl.NumberFormat(market.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  if (rows.length === 0) return null;
  return (
    <>
      <button ref={opener} type="button" className="link-button" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        {t('product.sizeChart')}
      </button>
      <dialog ref={dialog} className="dialog" aria-labelledby="size-chart-title" onClose={() => opener.current?.focus()}>
        <h2 id="size-chart-title">{t('product.sizeChart')}</h2>
        <table className="size-table">
          <thead>
            <tr>
              <th scope="col">EU</th>
              <th scope="col">US</th>
              <th scope="col">UK</th>
              <th scope="col">JP</th>
              <th scope="col">{t('product.footLength')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.eu}>
                <th scope="row">{row.eu}</th>
                <td>{row.us}</td>
                <td>{row.uk}</td>
                <td>{row.jp}</td>
                <td>{cm.format(row.footLengthMm / 10)} cm</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="hint">{t('product.sizeChartHint')}</p>
        {/* biome-ignore lint/a11y/noAutofocus: a modal dialog moves focus into itself, as the ARIA dialog pattern asks. */}
        <button type="button" className="button" onClick={() => dialog.current?.close()} autoFocus>
          {t('product.close')}
        </button>
      </dialog>
    </>
  );
}
