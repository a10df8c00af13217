import type { Context } from 'hono';
import type { InvoiceDocument } from '../../../../client/backoffice/documents/invoice-document';
import type { InvoiceData } from '../../../../client/backoffice/pages/invoice/page';
import { createTranslator } from '../../../../client/i18n';
import { MARKETS } from '../../../../locales/markets';
import type { ShopEnv } from '../../../env';
import { getMessages } from '../../../messages';
import { expectOk } from '../../answers';

export async function invoiceLoader(c: Context<ShopEnv>) {
  const { document } = expectOk(
    await c.get('api')<{ document: InvoiceDocument }>('GET', `/invoices/${encodeURIComponent(c.req.param('id') ?? '')}`),
  );
  const market = MARKETS[document.market];
  const data: InvoiceData = { document, marketT: createTranslator(market.locale, await getMessages(c.env.LOCALES, market.code)) };
  return { title: document.number, data };
}
