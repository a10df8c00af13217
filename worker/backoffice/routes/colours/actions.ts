import type { Context } from 'hono';
import { Hono } from 'hono';
import ColoursPage, { type ColoursData } from '../../../../client/backoffice/pages/colours/page';
import { COLOUR_NAME_MAX, canonicalColour } from '../../../../locales/colours';
import type { ShopEnv } from '../../../env';
import { readForm } from '../../../form-body';
import { done, expectOk, refusal } from '../../answers';
import { pageContext, renderBackOffice } from '../../render';
import { coloursData } from './loader';

export const coloursActions = new Hono<ShopEnv>();

const HEX = /^#?[0-9a-fA-F]{6}$/;
const hexOf = (text: string) => `#${text.replace(/^#/, '').toLowerCase()}`;

async function again(c: Context<ShopEnv>, status: number, refused: NonNullable<ColoursData['refused']>) {
  return renderBackOffice(c, {
    title: c.get('t')('variants.colours.title'),
    status,
    current: 'colours',
    body: ColoursPage({ ctx: pageContext(c), data: await coloursData(c, refused) }),
  });
}

/**
 * Every row's swatch that changed, and a new colour's, in one PUT /admin/api/colours. For a row,
 * the text field wins over the colour input when both changed; a reset gives the swatch back.
 */
coloursActions.post('/colours', async (c) => {
  const t = c.get('t');
  const form = (await readForm(c)) ?? {};
  const values: Record<string, string> = Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => (typeof value === 'string' ? [[key.slice(0, 100), value.slice(0, 200)]] : [])),
  );
  const errors: Record<string, string> = {};
  const swatches: { name: string; hex: string | null }[] = [];
  for (let i = 0; values[`name.${i}`] !== undefined; i++) {
    const name = values[`name.${i}`];
    const text = (values[`hex.${i}`] ?? '').trim();
    const picked = (values[`picked.${i}`] ?? '').trim();
    if (values[`reset.${i}`] === 'on') {
      swatches.push({ name, hex: null });
    } else if (text !== (values[`hexWas.${i}`] ?? '')) {
      if (text !== '' && !HEX.test(text)) errors[`hex-${i}`] = t('variants.errors.hex');
      else if (text !== '') swatches.push({ name, hex: hexOf(text) });
    } else if (picked !== (values[`pickedWas.${i}`] ?? '') && HEX.test(picked)) {
      swatches.push({ name, hex: hexOf(picked) });
    }
  }
  const newName = (values.newName ?? '').trim();
  const newHex = (values.newHex ?? '').trim();
  if (newName !== '' || newHex !== '') {
    if (newName === '' || canonicalColour(newName).length > COLOUR_NAME_MAX)
      errors['new-name'] = t('variants.errors.colourLength', { max: COLOUR_NAME_MAX });
    if (!HEX.test(newHex)) errors['new-hex'] = t('variants.errors.hex');
    else if (newName !== '') swatches.push({ name: newName, hex: hexOf(newHex) });
  }
  if (Object.keys(errors).length > 0)
    return again(c, 422, { values, errors, text: t('variants.errors.detailsForm', { count: Object.keys(errors).length }) });
  if (swatches.length === 0) return done(c, '/colours', 'variants.done.unchanged');
  const answer = await c.get('api')<{ changed: string[] }>('PUT', '/colours', { swatches });
  if (answer.ok) return done(c, '/colours', 'variants.done.swatches');
  if (answer.status === 403) expectOk(answer);
  const problems = (answer.data as { problems?: string[] })?.problems ?? [];
  return again(c, answer.status, {
    values,
    errors: {},
    text: problems.length ? `${t('core.errors.invalid')} ${problems.join('; ')}` : refusal(c, answer, 'variants'),
  });
});
