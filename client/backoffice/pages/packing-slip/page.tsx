import { PackingSlip, type PackingSlipData } from '../../documents/packing-slip';
import type { PageProps } from '../../page-context';

/** The packing slip of an order, to print (the header and links stay off paper). */
export default function PackingSlipPage({ ctx, data }: PageProps<PackingSlipData>) {
  return (
    <>
      <p className="no-print">
        <a href={`/orders/${data.order.number ?? data.order.id}`}>{ctx.t('core.order.back')}</a>
      </p>
      <PackingSlip slip={data} t={ctx.t} />
    </>
  );
}
