import { Hono } from 'hono';
import { mailsByStatusQuery } from '../../../db/queries/mail-outbox';
import type { ShopEnv } from '../../env';
import { badRequest } from '../../errors';
import { queueMail } from '../../mail/outbox';
import { allow, operatorOnly } from '../../middleware/operator-only';
import { findStuck, reconcile, STUCK_AFTER_MS } from '../../orders/reconcile';
import { addressVerifier } from '../../services/address/verifier';
import { paymentGateway } from '../../services/payments';
import { adminAlerts } from './alerts';
import { adminCatalog } from './catalog';
import { adminCollections } from './collections';
import { adminColours } from './colours';
import { adminContent } from './content';
import { adminCustomers } from './customers';
import { adminDashboard } from './dashboard';
import { adminDiscounts } from './discounts';
import { adminImages } from './images';
import { adminInvoices } from './invoices';
import { adminMarkets } from './markets';
import { adminOrderActivity } from './order-activity';
import { adminOrderList } from './order-list';
import { adminOrders } from './orders';
import { adminPrices } from './prices';
import { adminProducts } from './products';
import { adminReports } from './reports';
import { adminReviews } from './reviews';
import { adminSales } from './sales';
import { adminSeller } from './seller';
import { adminShipments } from './shipments';
import { adminMe, adminStaff } from './staff';
import { adminStock } from './stock';

/** The operator API (`npm run shop` talks to it, locally or with --url). */
export const admin = new Hono<ShopEnv>();

admin.use(operatorOnly());

admin.use(async (c, next) => {
  await next();
  c.header('cache-control', 'no-store');
});

admin.route('/stock', adminStock);
admin.route('/catalog', adminCatalog);
admin.route('/colours', adminColours);
admin.route('/products', adminProducts);
admin.route('/collections', adminCollections);
admin.route('/content', adminContent);
admin.route('/images', adminImages);
admin.route('/markets', adminMarkets);
admin.route('/seller', adminSeller);
admin.route('/shipments', adminShipments);
admin.route('/dashboard', adminDashboard);
admin.route('/reports', adminReports);
admin.route('/staff', adminStaff);
admin.route('/me', adminMe);
admin.route('/customers', adminCustomers);
admin.route('/alerts', adminAlerts);
admin.route('/discounts', adminDiscounts);
admin.route('/reviews', adminReviews);
admin.route('/prices', adminPrices);
admin.route('/sales', adminSales);

/** What reconcile would repair; `stuckAfterMs`: how long something waits between states before it counts. */
admin.get('/orders/stuck', allow('orders.read'), async (c) =>
  c.json({ stuck: await findStuck(c.get('db'), Date.now()), stuckAfterMs: STUCK_AFTER_MS }),
);

admin.post('/orders/reconcile', allow('orders.write'), async (c) => {
  const db = c.get('db');
  const config = c.get('config');
  const repairs = await reconcile(db, paymentGateway(config, db), Date.now(), { verifier: addressVerifier(config.ADDRESS_VERIFIER_URL) });
  c.executionCtx.waitUntil(
    queueMail(
      c.env.MAIL_QUEUE,
      repairs.map((repair) => repair.mail ?? null),
    ),
  );
  return c.json({ repairs });
});

/** The outbox by status: `dead` lists the e-mails that failed every try, with their last error. */
admin.get('/mail', allow('orders.read'), async (c) => {
  const status = c.req.query('status') ?? 'dead';
  if (status !== 'dead' && status !== 'pending' && status !== 'sent') throw badRequest('status must be dead, pending or sent');
  return c.json({ mail: await mailsByStatusQuery(c.get('db'), status) });
});

admin.route('/', adminInvoices);

// After /orders/stuck and /orders/reconcile, which the order routes' /:id would otherwise take.
admin.route('/orders', adminOrderList);
admin.route('/orders', adminOrderActivity);
admin.route('/orders', adminOrders);
