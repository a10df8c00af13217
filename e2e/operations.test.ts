import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from '@playwright/test';
import { startShop } from '../scripts/local-shop.mjs';
import { main as reconcileCommand } from '../scripts/orders-reconcile.mjs';
import { productionProblems, productionVars } from '../scripts/production-config.mjs';

test.describe('npm run deploy refuses a production configuration that cannot take payments', () => {
  test('stops before touching the account while the payment provider has no keys', () => {
    const run = spawnSync(process.execPath, ['scripts/deploy.mjs'], {
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /Not deploying/);
    assert.match(run.stderr, /STRIPE_PUBLISHABLE_KEY: STRIPE_PUBLISHABLE_KEY is not set/);
    assert.doesNotMatch(run.stdout + run.stderr, /wrangler|Uploaded|Building/i);
  });

  test('names a missing secret, a secret written into wrangler.toml and the test gateway', async () => {
    const vars = productionVars();
    assert.equal(vars.SHOP_ENV, 'production');
    assert.notEqual(vars.PAYMENT_GATEWAY, 'test');
    assert.deepEqual(await productionProblems({ ...vars, PAYMENT_GATEWAY: 'test' }, ['ORDER_SECRET']), [
      'PAYMENT_GATEWAY: the test gateway takes no money: production needs a real payment provider',
      'MAIL_FROM: not set: production sends order e-mails (see docs/deploy.md)',
      'SMTP_HOST: not set: production sends order e-mails (see docs/deploy.md)',
    ]);
    assert.deepEqual(await productionProblems({ ...vars, PAYMENT_GATEWAY: 'test' }, []), [
      'ORDER_SECRET: ORDER_SECRET is not set (a secret of at least 16 characters)',
      'PAYMENT_GATEWAY: the test gateway takes no money: production needs a real payment provider',
      'MAIL_FROM: not set: production sends order e-mails (see docs/deploy.md)',
      'SMTP_HOST: not set: production sends order e-mails (see docs/deploy.md)',
    ]);
    const written = await productionProblems({ ...vars, ORDER_SECRET: 'x'.repeat(40) }, ['ORDER_SECRET']);
    assert.match(written[0], /^ORDER_SECRET: is written in wrangler.toml/);
    // Stripe, as wrangler.toml names it, until its keys are set.
    assert.deepEqual(await productionProblems(vars, ['ORDER_SECRET']), [
      'STRIPE_SECRET_KEY: STRIPE_SECRET_KEY is not set (PAYMENT_GATEWAY is stripe)',
      'STRIPE_PUBLISHABLE_KEY: STRIPE_PUBLISHABLE_KEY is not set (PAYMENT_GATEWAY is stripe)',
      'STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET is not set (PAYMENT_GATEWAY is stripe)',
      'MAIL_FROM: not set: production sends order e-mails (see docs/deploy.md)',
      'SMTP_HOST: not set: production sends order e-mails (see docs/deploy.md)',
    ]);
    const configured = {
      ...vars,
      STRIPE_PUBLISHABLE_KEY: 'pk_live_shop',
      MAIL_FROM: 'orders@comfortsteps.com',
      SMTP_HOST: 'smtp.example.com',
    };
    assert.deepEqual(await productionProblems(configured, ['ORDER_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']), []);
  });
});

test.describe('npm run orders:reconcile', () => {
  let shop: Awaited<ReturnType<typeof startShop>>;
  test.beforeAll(async () => {
    shop = await startShop();
  });
  test.afterAll(async () => {
    await shop.stop();
  });

  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await reconcileCommand(
      argv,
      (line: string) => out.push(line),
      (line: string) => err.push(line),
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  test('lists and repairs through the operator API with the development token', async () => {
    assert.deepEqual(await run('--list', '--url', shop.url.origin), { code: 0, out: 'Nothing is stuck.', err: '' });
    assert.deepEqual(await run('--url', shop.url.origin, '--json'), { code: 0, out: '[]', err: '' });
  });

  test('says why when the token is wrong, the shop is down or an option is unknown', async () => {
    const refused = await run('--list', '--url', shop.url.origin, '--token', 'not-the-token');
    assert.equal(refused.code, 1);
    assert.match(refused.err, /the token was refused/);
    const down = await run('--list', '--url', 'http://127.0.0.1:9');
    assert.equal(down.code, 1);
    assert.match(down.err, /Cannot reach http:\/\/127.0.0.1:9/);
    const unknown = await run('--bogus');
    assert.equal(unknown.code, 2);
    assert.match(unknown.err, /Usage: npm run orders:reconcile/);
    assert.match((await run('--help')).out, /--list/);
  });
});
