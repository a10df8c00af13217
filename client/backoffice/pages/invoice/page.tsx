import type { Translate } from '../../../i18n';
import { Invoice } from '../../documents/invoice';
import type { InvoiceDocument } from '../../documents/invoice-document';
import type { PageProps } from '../../page-context';

export interface InvoiceData {
  document: InvoiceDocument;
  /** The market's own bundle: an invoice speaks the buyer's language, not the member's. */
  marketT: Translate;
}

/** An invoice or credit note as issued, to print or save as PDF from the browser. */
export default function InvoicePage({ ctx, data }: PageProps<InvoiceData>) {
  return (
    <>
      <p className="no-print">
        <a href={`/orders/${data.document.order.number ?? data.document.order.id}`}>{ctx.t('core.order.back')}</a>
      </p>
      <Invoice document={data.document} t={data.marketT} />
    </>
  );
}
