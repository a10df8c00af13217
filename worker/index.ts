import { Hono } from 'hono';
import { csrf } from 'hono/csrf';
import { builds } from './api/builds';
import { cart, cartApi } from './api/cart';
import { checkout } from './api/checkout';
import { country } from './api/country';
import { locales } from './api/locales';
import { newsletter } from './api/newsletter';
import { search } from './api/search';
import { seo } from './api/seo';
import { reviews } from './api/reviews';
import type { ShopEnv } from './env';
import { handleError } from './error-handler';
import { database } from './middleware/database';
import { market } from './middleware/market';
import { requestId } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { pages } from './pages';

const app = new Hono<ShopEnv>();

// Before any middleware: the runtime's own ceiling for benchmarks, and a readiness probe.
app.get('/_health', (c) => c.text('ok'));

app.use(requestId());
app.onError(handleError);
app.use(securityHeaders());
app.use(market());
app.use(csrf());
app.use(database());

app.route('/country', country);
app.route('/locales', locales);
app.route('/builds', builds);
app.route('/api/products', reviews);
app.route('/cart', cart);
app.route('/api/cart', cartApi);
app.route('/checkout', checkout);
app.route('/newsletter', newsletter);
app.route('/api/search', search);
app.route('/', seo);
app.route('/', pages);

export default app;
