import { Hono } from 'hono';
import { csrf } from 'hono/csrf';
import { createDatabase } from '../db/client';
import { builds } from './api/builds';
import { clientErrors } from './api/client-errors';
import { country } from './api/country';
import { images } from './api/images';
import { locales } from './api/locales';
import { seo } from './api/seo';
import { stripeWebhook } from './api/stripe-webhook';
import { BACKUP_CRON, exportShop } from './backups/export';
import { clearCatalogCache } from './catalog-cache';
import { readConfig } from './config';
import type { Bindings, MailMessage, ShopEnv } from './env';
import { handleError } from './error-handler';
import { issueOwedDocuments } from './invoices/owed';
import { lazyRoute } from './lazy-route';
import { errorFields, logEvent, loggedJob } from './log';
import { deliverMailBatch, queueMail, requeueOverdueMail } from './mail/outbox';
import { checkoutReady } from './middleware/checkout-ready';
import { database } from './middleware/database';
import { headWithoutBody } from './middleware/head';
import { market } from './middleware/market';
import { shippingTerms } from './middleware/market-terms';
import { requestId } from './middleware/request-id';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { reconcile } from './orders/reconcile';
import { pages } from './pages';
import { runSales } from './prices/sales';
import { inviteReviewers } from './reviews/invitations';
import { cart, cartApi } from './routes/cart/actions';
import { checkout } from './routes/checkout/actions';
import { newsletter } from './routes/newsletter/actions';
import { reviews } from './routes/product/reviews';
import { reviewActions } from './routes/review/actions';
import { search } from './routes/search/suggest';
import { addressVerifier } from './services/address/verifier';
import { reportError } from './services/error-tracker';
import { paymentGateway } from './services/payments';
import { testProvider } from './services/payments/test-provider/app';
import { TEST_PROVIDER_PATH } from './services/payments/test-provider/paths';
import { readSettings } from './settings';
import { ORDER_LINK_PATH, orderLink } from './sms/order-link';
import { smsDeps, sweepSms } from './sms/outbox';
import { checkAlerts } from './staff/alerts';
import { isBackOfficeRequest } from './staff/identity';

// Not strict: `/cart/` is `/cart`, as it always was for pages.
const app = new Hono<ShopEnv>({ strict: false });

app.use(headWithoutBody());
app.use(requestId());
app.onError(handleError);
app.use(securityHeaders());
// After the request id and the security headers, which every response carries; before the
// market, session and database, which neither needs: the readiness probe (the benchmarks'
// ceiling) stays as cheap as a response can be, and images are files with headers of their own.
app.get('/_health', (c) => c.text('ok'));
app.use(requestLog());
app.route('/images', images);
app.use(market());
app.use(csrf());
app.use(database());
app.use(shippingTerms());
// Checkout pages and actions run only with a valid configuration (503 before any charge).
app.use('/checkout', checkoutReady());
app.use('/checkout/*', checkoutReady());
app.use(`${TEST_PROVIDER_PATH}/*`, checkoutReady());

app.route('/country', country);
app.route('/locales', locales);
app.route('/builds', builds);
app.route('/api/products', reviews);
app.route('/cart', cart);
app.route('/api/cart', cartApi);
app.route(ORDER_LINK_PATH, orderLink);
app.route('/checkout', checkout);
app.route(TEST_PROVIDER_PATH, testProvider);
app.route('/newsletter', newsletter);
app.route('/_errors', clientErrors);
app.route('/review', reviewActions);
app.route('/api/search', search);
app.route('/', seo);
// The operator API and the back office are loaded by their first request (decision 048).
lazyRoute(app, '/admin/api', async () => (await import('./api/admin')).admin);
app.route('/webhooks', stripeWebhook);
app.route('/', pages);

/**
 * The cron trigger (wrangler.toml): starts and ends scheduled sales (prices/sales.ts), repairs
 * payments caught between states (orders/reconcile.ts),
 * raises staff alerts (staff/alerts.ts), re-queues overdue e-mails and sends due SMS (sms/outbox.ts).
 */
async function scheduled(controller: ScheduledController, env: Bindings) {
  if (controller.cron === BACKUP_CRON) {
    const { prefix, manifest } = await exportShop(env.DB, env.BACKUPS, controller.scheduledTime);
    logEvent('backup', { prefix, tables: manifest.tables.length, rows: manifest.tables.reduce((n, t) => n + t.rows, 0) });
    return;
  }
  // Sales first and whatever the payment settings: a sale starts and ends on time even in a
  // shop that cannot take payments yet, and its failure holds up nothing below.
  try {
    const sales = await runSales(createDatabase(env.DB), Date.now());
    if (sales.started.length + sales.ended.length > 0) {
      // This isolate's pages show the old prices at once; the others within their stamp's second.
      clearCatalogCache();
      logEvent('sales', { started: sales.started.join(','), ended: sales.ended.join(',') });
    }
  } catch (error) {
    logEvent('sales.error', errorFields(error), 'error');
  }
  const config = readConfig(env);
  if (!config.ok) return;
  const db = createDatabase(env.DB);
  const repairs = await reconcile(db, paymentGateway(config.config, db), Date.now(), {
    verifier: addressVerifier(config.config.ADDRESS_VERIFIER_URL),
  });
  for (const repair of repairs) logEvent('reconcile', { kind: repair.kind, id: repair.id, outcome: repair.outcome, note: repair.note });
  await queueMail(
    env.MAIL_QUEUE,
    repairs.map((repair) => repair.mail ?? null),
  );
  const requeued = await requeueOverdueMail(db, env.MAIL_QUEUE, Date.now());
  if (requeued > 0) logEvent('mail.requeued', { mails: requeued });
  // Order confirmations by SMS (decision 037): what is due, retried as the e-mails are.
  const sms = smsDeps(env, db);
  if (sms) {
    const swept = await sweepSms(sms);
    if (swept.sent + swept.retry + swept.dead > 0) logEvent('sms.swept', { sent: swept.sent, retry: swept.retry, dead: swept.dead });
  }
  const documents = await issueOwedDocuments(db, readSettings(env), Date.now());
  if (documents > 0) logEvent('invoices.issued', { documents });
  await queueMail(env.MAIL_QUEUE, await inviteReviewers(db, readSettings(env), Date.now()));
  // Last: after the reconciliation, which may have confirmed what would otherwise alert, and
  // after the sweep, which a failure here must not hold up.
  await queueMail(env.MAIL_QUEUE, (await checkAlerts(db, Date.now())).mails);
}

/** The back office's host is the back office (worker/backoffice/app.ts); every other host is the shop. */
const fetch = async (request: Request, env: Bindings, ctx: ExecutionContext) =>
  isBackOfficeRequest(request, env) ? (await import('./backoffice/app')).backOffice.fetch(request, env, ctx) : app.fetch(request, env, ctx);

export { app };
export default {
  fetch,
  // A failed run reaches the error tracker too, when one is configured (decision 047).
  scheduled: (controller: ScheduledController, env: Bindings, ctx?: ExecutionContext) =>
    loggedJob(
      'cron',
      { cron: controller.cron },
      () => scheduled(controller, env),
      (error) => reportError(env, ctx, error, { source: 'cron', route: controller.cron }),
    ),
  queue: async (batch, env, ctx) => {
    await loggedJob(
      'queue.batch',
      { queue: batch.queue, messages: batch.messages.length },
      () => deliverMailBatch(batch, env, ctx),
      (error) => reportError(env, ctx, error, { source: 'queue', route: batch.queue }),
    );
  },
} satisfies ExportedHandler<Bindings, MailMessage>;
