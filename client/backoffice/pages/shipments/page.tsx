import type { PageProps } from '../../page-context';

export interface ShipmentsData {
  /** The file's text as pasted (kept when refused). */
  typed: string;
  problems?: string[];
  shipped?: number;
}

/** Many orders marked shipped at once from the carrier's file of tracking numbers. */
export default function ShipmentsPage({ ctx: { t }, data }: PageProps<ShipmentsData>) {
  return (
    <section>
      <h1>{t('core.shipments.title')}</h1>
      <p>{t('core.shipments.intro')}</p>
      <pre>
        order,carrier,tracking,sku,quantity{'\n'}10042,DHL,00340434161094042557,,{'\n'}10043,DPD,01234567890123,CMF-101/black/42,1
      </pre>
      {data.problems ? (
        <div className="bo-error" role="alert">
          <p>{t('core.shipments.refused')}</p>
          <ul>
            {data.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <form method="post" action="/orders/shipments" encType="multipart/form-data">
        <label htmlFor="shipments-file">{t('core.shipments.file')}</label>
        <input id="shipments-file" name="file" type="file" accept=".csv,text/csv" />
        <label htmlFor="shipments-text">{t('core.shipments.paste')}</label>
        <textarea id="shipments-text" name="text" rows={10} cols={80} defaultValue={data.typed} />
        <p>
          <button type="submit">{t('core.shipments.submit')}</button>
        </p>
      </form>
    </section>
  );
}
