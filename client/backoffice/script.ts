import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';

/**
 * The back office's one script: passkeys, which need the browser's WebAuthn API. Everything else
 * is forms the server renders. Errors are shown in the element the page names (role=alert).
 */

async function postJson(path: string, body: unknown): Promise<{ ok: boolean; data: Record<string, unknown> }> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  return { ok: response.ok, data: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

function showError(element: HTMLElement | null, message: string) {
  if (!element) return;
  element.textContent = message;
  element.hidden = false;
}

function passkeySignIn(button: HTMLButtonElement) {
  const error = document.getElementById(button.dataset.error ?? '');
  button.hidden = false;
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const options = await postJson('/sign-in/passkey/options', {});
      if (!options.ok) throw new Error(String(options.data.error ?? ''));
      const response = await startAuthentication({ optionsJSON: options.data.options as never });
      const result = await postJson('/sign-in/passkey', { response });
      if (!result.ok) throw new Error(String(result.data.error ?? ''));
      location.assign(String(result.data.next ?? '/'));
    } catch (failure) {
      showError(error, (failure instanceof Error && failure.message) || button.dataset.failed || '');
      button.disabled = false;
    }
  });
}

function passkeyRegistration(form: HTMLFormElement) {
  const error = document.getElementById(form.dataset.error ?? '');
  form.hidden = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const name = (new FormData(form).get('name') ?? '').toString();
    const button = form.querySelector('button');
    if (button) button.disabled = true;
    try {
      const options = await postJson('/account/passkeys/options', {});
      if (!options.ok) throw new Error(String(options.data.error ?? ''));
      const response = await startRegistration({ optionsJSON: options.data.options as never });
      const result = await postJson('/account/passkeys', { name, response });
      if (!result.ok) throw new Error(String(result.data.error ?? ''));
      location.assign('/account?done=core.account.passkeyAdded');
    } catch (failure) {
      showError(error, (failure instanceof Error && failure.message) || form.dataset.failed || '');
      if (button) button.disabled = false;
    }
  });
}

// The images page's uploads: a chunk of its own, fetched only there.
const imageUpload = document.querySelector<HTMLFormElement>('form[data-image-upload]');
if (imageUpload) void import('./image-upload').then((module) => module.enhanceImageUpload(imageUpload));

// The product editor's search-result preview, live as the texts are typed: fetched only there.
const serpForm = document.querySelector<HTMLFormElement>('form[data-serp-form]');
if (serpForm) void import('./serp-preview').then((module) => module.enhanceSerpPreview(serpForm));

if (browserSupportsWebAuthn()) {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-passkey-sign-in]')) passkeySignIn(button);
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-passkey-register]')) passkeyRegistration(form);
}
