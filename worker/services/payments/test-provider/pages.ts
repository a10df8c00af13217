import { html, raw } from 'hono/html';
import type { Translate } from '../../../../client/i18n';

/**
 * The test provider's own pages, as a provider serves them: plain HTML with its own small style
 * and script, no part of the shop's React app. Everything shown is translated by the shopper's
 * market bundle and escaped by hono/html.
 */

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#fff}
  main{max-width:32rem;margin:0 auto;padding:.25rem}
  .hosted main{padding:2rem 1rem}
  label{display:block;font-weight:600;margin:.5rem 0 .25rem}
  input{width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #6e7781;border-radius:6px;background:#fff;color:inherit}
  input:focus{outline:3px solid #0b5cad;outline-offset:1px}
  input[aria-invalid=true]{border-color:#b3261e}
  .row{display:flex;gap:.75rem}.row>div{flex:1}
  .error{color:#b3261e;margin:.25rem 0 0;font-size:.875rem}
  .notice{background:#fff4d6;border-radius:6px;padding:.5rem .75rem;font-size:.875rem}
  .total{font-size:1.25rem;font-weight:700}
  button{margin-top:1rem;width:100%;font:inherit;font-weight:700;padding:.75rem;border:0;border-radius:6px;background:#0b5cad;color:#fff;cursor:pointer}
  button:focus-visible{outline:3px solid #1f2328;outline-offset:2px}
  a{color:#0b5cad}
`;

export interface CardFieldErrors {
  number?: string;
  expiry?: string;
  cvc?: string;
}

function cardInputs(t: Translate, errors: CardFieldErrors) {
  const field = (id: keyof CardFieldErrors, label: string, autocomplete: string, extra: string) => {
    const error = errors[id];
    return html`<div>
      <label for="${id}">${label}</label>
      <input id="${id}" name="${id}" autocomplete="${autocomplete}" ${raw(extra)} aria-invalid="${error ? 'true' : 'false'}" aria-describedby="${id}-error" />
      <p id="${id}-error" class="error" ${error ? '' : raw('hidden')}>${error ? t(error) : ''}</p>
    </div>`;
  };
  return html`${field('number', t('checkout.cardNumberLabel'), 'cc-number', 'inputmode="numeric"')}
    <div class="row">
      ${field('expiry', t('checkout.cardExpiryLabel'), 'cc-exp', 'placeholder="MM/YY"')}
      ${field('cvc', t('checkout.cardCvcLabel'), 'cc-csc', 'inputmode="numeric"')}
    </div>`;
}

function document(lang: string, title: string, nonce: string, bodyClass: string, body: unknown) {
  return html`<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
    <style nonce="${nonce}">${raw(STYLE)}</style>
  </head>
  <body class="${bodyClass}">${body}</body>
</html>`;
}

/**
 * The card fields the checkout shows in an iframe. The checkout asks for a token with a message
 * (MessageChannel, same origin only); the fields send the card to the provider's token endpoint
 * and answer with the token or with an error, showing the field messages themselves.
 */
export function fieldsPage(opts: { lang: string; t: Translate; nonce: string; tokensUrl: string }) {
  const { t } = opts;
  const messages = {
    'checkout.cardNumber': t('checkout.cardNumber'),
    'checkout.cardExpiry': t('checkout.cardExpiry'),
    'checkout.cardCvc': t('checkout.cardCvc'),
  };
  const script = `
const messages = ${JSON.stringify(messages).replace(/</g, '\\u003c')};
const ids = ['number', 'expiry', 'cvc'];
function show(errors) {
  let first = null;
  for (const id of ids) {
    const input = document.getElementById(id);
    const text = document.getElementById(id + '-error');
    const key = errors[id];
    input.setAttribute('aria-invalid', key ? 'true' : 'false');
    text.textContent = key ? messages[key] : '';
    text.hidden = !key;
    if (key && !first) first = input;
  }
  if (first) first.focus();
  report();
}
function report() {
  parent.postMessage({ type: 'test-payments:height', height: document.documentElement.scrollHeight }, location.origin);
}
window.addEventListener('message', async (event) => {
  if (event.origin !== location.origin || !event.data || event.data.type !== 'test-payments:tokenize' || !event.ports[0]) return;
  const port = event.ports[0];
  const card = Object.fromEntries(ids.map((id) => [id, document.getElementById(id).value]));
  try {
    const res = await fetch(${JSON.stringify(opts.tokensUrl)}, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(card) });
    const answer = await res.json();
    show(answer.errors || {});
    port.postMessage(res.ok ? { token: answer.id } : { error: 'invalid' });
  } catch (error) {
    port.postMessage({ error: 'unavailable' });
  }
});
document.getElementById('card').addEventListener('submit', (event) => event.preventDefault());
report();
`;
  return document(
    opts.lang,
    t('checkout.payment'),
    opts.nonce,
    'fields',
    html`<main>
      <form id="card" novalidate>${cardInputs(t, {})}</form>
    </main>
    <script nonce="${opts.nonce}">${raw(script)}</script>`,
  );
}

/** The hosted payment page: for browsers without JavaScript, a plain form. */
export function hostedPage(opts: {
  lang: string;
  t: Translate;
  nonce: string;
  total: string;
  action: string;
  cancelUrl: string;
  errors: CardFieldErrors;
  formError: string | null;
}) {
  const { t } = opts;
  return document(
    opts.lang,
    t('checkout.payment'),
    opts.nonce,
    'hosted',
    html`<main>
      <h1>${t('checkout.payment')}</h1>
      <p class="notice">${t('checkout.testPayments', { approved: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' })}</p>
      <p class="total">${t('cart.total')}: ${opts.total}</p>
      ${opts.formError ? html`<p class="error" role="alert">${t(opts.formError)}</p>` : ''}
      <form method="post" action="${opts.action}" novalidate>
        ${cardInputs(t, opts.errors)}
        <button type="submit">${t('checkout.payNow')}</button>
      </form>
      <p><a href="${opts.cancelUrl}">${t('checkout.backToCheckout')}</a></p>
    </main>`,
  );
}

/** The provider's pages allow exactly their own nonce; only the fields page may be framed, by the shop. */
export function providerPolicy(nonce: string, framedBy: "'self'" | "'none'") {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${framedBy}`,
  ].join('; ');
}
