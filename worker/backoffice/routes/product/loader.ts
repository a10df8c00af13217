import type { Context } from 'hono';
import { CONTENT_LANGUAGES, type ProductEditorAnswer } from '../../../../client/backoffice/contract/products';
import type { ProductEditorData, Refused } from '../../../../client/backoffice/pages/product/page';
import { MARKET_CODES, MARKETS } from '../../../../locales/markets';
import type { ShopEnv } from '../../../env';
import { marketOrigin } from '../../../market';
import { getMessages } from '../../../messages';
import { readSettings } from '../../../settings';
import { expectOk, refusal } from '../../answers';
import type { ApiAnswer } from '../../api-types';
import { collectionChoices } from '../products/loader';

export const productApiPath = (sku: string) => `/products/${encodeURIComponent(sku)}`;

/** The editor's data for `sku`, its text form in `language` (the source language when none or an unknown one is asked for). */
export async function productEditorData(c: Context<ShopEnv>, sku: string, asked: string | undefined): Promise<ProductEditorData> {
  const [answer, collections] = await Promise.all([c.get('api')<ProductEditorAnswer>('GET', productApiPath(sku)), collectionChoices(c)]);
  const { product, texts, positions } = expectOk(answer);
  const language = CONTENT_LANGUAGES.find((code) => code === asked) ?? product.sourceLanguage;
  // The first market of the language: where a shopper of that language finds the product.
  const market = MARKET_CODES.find((code) => MARKETS[code].language === language) ?? 'us';
  const messages = await getMessages(c.env.LOCALES, market);
  const shopName = (messages.shop as Record<string, string> | undefined)?.name ?? '';
  const url = `${marketOrigin(market, new URL(c.req.url), readSettings(c.env).MARKET_HOSTS)}/products/${encodeURIComponent(product.sku)}`;
  return { product, status: texts, language, collections, positions, preview: { url, shopName } };
}

export async function productLoader(c: Context<ShopEnv>) {
  const data = await productEditorData(c, c.req.param('sku') ?? '', c.req.query('language'));
  return { title: c.get('t')('products.editor.title', { sku: data.product.sku }), data };
}

/**
 * A refused save's problems sorted by the form's fields: the import names a field by its path
 * in the document ("texts.de.title: ..."); `fieldOf` says which field of the form that is.
 * The rest (what only the whole product shows) is listed above the form.
 */
export function refusedBy(
  c: Context<ShopEnv>,
  answer: ApiAnswer,
  form: Refused['form'],
  values: Record<string, string>,
  fieldOf: (path: string) => string | undefined,
): Refused {
  const raw = (answer.data as { problems?: unknown }).problems;
  const messages = (Array.isArray(raw) ? raw : []).flatMap((p) =>
    typeof p === 'string' ? [p] : p && typeof (p as { message?: unknown }).message === 'string' ? [(p as { message: string }).message] : [],
  );
  const fields: Record<string, string[]> = {};
  const general: string[] = [];
  for (const message of messages) {
    const at = message.indexOf(': ');
    const field = at > 0 ? fieldOf(message.slice(0, at)) : undefined;
    if (field) fields[field] = [...(fields[field] ?? []), message.slice(at + 2)];
    else general.push(message);
  }
  return { form, values, fields, general, text: refusal(c, answer, 'products') };
}
