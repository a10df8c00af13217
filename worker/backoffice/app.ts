import { Hono } from 'hono';
import { csrf } from 'hono/csrf';
import { admin } from '../api/admin';
import { images } from '../api/images';
import type { ShopEnv } from '../env';
import { database } from '../middleware/database';
import { headWithoutBody } from '../middleware/head';
import { requestId } from '../middleware/request-id';
import { requestLog } from '../middleware/request-log';
import { securityHeaders } from '../middleware/security-headers';
import { operatorApi } from './api';
import { handleBackOfficeError, notFoundPage } from './errors';
import { PAGES } from './page-list';
import { pageRoutes } from './pages';
import { accountActions } from './routes/account/actions';
import { coloursActions } from './routes/colours/actions';
import { contentActions } from './routes/content/actions';
import { contentEditActions } from './routes/content-edit/actions';
import { customersActions } from './routes/customers/actions';
import { discountsActions } from './routes/discounts/actions';
import { marketsActions } from './routes/markets/actions';
import { orderActions } from './routes/order/actions';
import { pricesActions } from './routes/prices/actions';
import { productActions } from './routes/product/actions';
import { productImagesActions } from './routes/product-images/actions';
import { productNewActions } from './routes/product-new/actions';
import { productPricesActions } from './routes/product-prices/actions';
import { productVariantsActions } from './routes/product-variants/actions';
import { reportsActions } from './routes/reports/actions';
import { reviewsActions } from './routes/reviews/actions';
import { sellerActions } from './routes/seller/actions';
import { shipmentsActions } from './routes/shipments/actions';
import { signInActions } from './routes/sign-in/actions';
import { staffActions } from './routes/staff/actions';
import { staffContext } from './staff-context';

/**
 * The back office: the worker's answer on its own host (worker/index.ts sends every request for
 * that host here, and nothing else comes here). The operator API is mounted as on the shop's
 * hosts; pages call it in process as the signed-in member (api.ts).
 */
export const backOffice = new Hono<ShopEnv>({ strict: false });

backOffice.use(headWithoutBody());
backOffice.use(requestId());
backOffice.onError(handleBackOfficeError);
backOffice.use(securityHeaders());
backOffice.get('/_health', (c) => c.text('ok'));
backOffice.use(requestLog());
// The product images the pages show, as the shop serves them.
backOffice.route('/images', images);
backOffice.use(csrf());
// Staff read what they just wrote: always the primary.
backOffice.use(database({ reader: 'back-office' }));
backOffice.route('/admin/api', admin);
backOffice.use(staffContext());
backOffice.use(operatorApi(backOffice));
backOffice.route('/', signInActions);
backOffice.route('/', accountActions);
backOffice.route('/', staffActions);
backOffice.route('/', customersActions);
backOffice.route('/', marketsActions);
backOffice.route('/', sellerActions);
backOffice.route('/', shipmentsActions);
backOffice.route('/', orderActions);
backOffice.route('/', reportsActions);
backOffice.route('/', reviewsActions);
backOffice.route('/', discountsActions);
backOffice.route('/', productNewActions);
backOffice.route('/', productActions);
backOffice.route('/', productVariantsActions);
backOffice.route('/', coloursActions);
backOffice.route('/', productImagesActions);
backOffice.route('/', productPricesActions);
backOffice.route('/', pricesActions);
// The FAQ's own actions before the editor's /content/:kind/:slug/:language, which would take them.
backOffice.route('/', contentActions);
backOffice.route('/', contentEditActions);
backOffice.route('/', pageRoutes(PAGES));
backOffice.notFound(notFoundPage);
