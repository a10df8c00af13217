import { useRef } from 'react';
import type { SizeRow } from '../../../locales/sizes';
import { SizeTable } from '../../components/catalog/size-table';
import { HydrateLater } from '../../components/hydrate-later';
import type { ProductWidth } from '../../contract/pages/product';
import { useMarket } from '../../state';

/** The anchor of the size chart on the page, where the link leads without JavaScript. */
export const SIZE_CHART_ANCHOR = 'size-chart';

/**
 * The size chart in a modal <dialog>: the browser makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus goes back to the button that opened it. Without
 * JavaScript a link to the chart on the page stands in for the button (styles.css shows one or
 * the other by `html[data-js]`; a click on the button before hydration waits for it:
 * head-script.ts).
 */
export function SizeChart({ rows, widths }: Chart) {
  const { t } = useMarket();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  if (rows.length === 0) return null;
  return (
    <>
      <a href={`#${SIZE_CHART_ANCHOR}`} className="size-chart-link">
        {t('product.sizeChart')}
      </a>
      <button
        ref={opener}
        type="button"
        className="link-button size-chart-button"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {t('product.sizeChart')}
      </button>
      <dialog ref={dialog} className="dialog" aria-labelledby="size-chart-title" onClose={() => opener.current?.focus()}>
        <h2 id="size-chart-title">{t('product.sizeChart')}</h2>
        {/* Closed until asked for: the table hydrates after the rest of the page. */}
        <HydrateLater>
          <ChartBody rows={rows} widths={widths} />
        </HydrateLater>
        {/* biome-ignore lint/a11y/noAutofocus: a modal dialog moves focus into itself, as the ARIA dialog pattern asks. */}
        <button type="button" className="button" onClick={() => dialog.current?.close()} autoFocus>
          {t('product.close')}
        </button>
      </dialog>
    </>
  );
}

/** The chart as a section of the page: what the link reaches without JavaScript. */
export function SizeChartSection({ rows, widths }: Chart) {
  const { t } = useMarket();
  if (rows.length === 0) return null;
  return (
    <section id={SIZE_CHART_ANCHOR} className="size-chart-section" aria-labelledby="size-chart-section-title">
      <h2 id="size-chart-section-title">{t('product.sizeChart')}</h2>
      <ChartBody rows={rows} widths={widths} />
    </section>
  );
}

interface Chart {
  rows: SizeRow[];
  /** The widths the product comes in (none for the standard width only). */
  widths: ProductWidth[];
}

/** The table, the widths the product is made in, and how to measure. */
function ChartBody({ rows, widths }: Chart) {
  const { t } = useMarket();
  return (
    <>
      <SizeTable rows={rows} />
      {widths.length > 0 && <p>{`${t('product.widths')}: ${widths.map((w) => w.name).join(', ')}`}</p>}
      <p className="hint">{t('product.sizeChartHint')}</p>
    </>
  );
}
