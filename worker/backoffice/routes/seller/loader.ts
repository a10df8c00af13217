import type { Context } from 'hono';
import type { MarketMethods, SellerData } from '../../../../client/backoffice/pages/seller/page';
import type { ShopEnv } from '../../../env';
import type { Providers } from '../../../seller/providers';
import { LEGAL_FORMS, SELLER_FIELDS, type SellerDetails, type SellerProblem } from '../../../seller/rules';
import { expectOk } from '../../answers';
import { problemMessage } from './problems';

export interface SellerAnswer {
  details: SellerDetails;
  required: Record<string, string[]>;
  problems: SellerProblem[];
  markets: MarketMethods[];
  providers: Providers;
}

/** The page's data from the API's answer; `refused` and `refusedMethods` when a form came back. */
export function sellerData(
  c: Context<ShopEnv>,
  answer: SellerAnswer,
  refused?: Pick<SellerData, 'refused' | 'refusedMethods'>,
): SellerData {
  const t = c.get('t');
  return {
    fields: SELLER_FIELDS.map((field) => ({
      field,
      value: answer.details[field],
      requiredBy: Object.entries(answer.required)
        .filter(([, fields]) => fields.includes(field))
        .map(([market]) => market),
    })),
    legalForms: LEGAL_FORMS,
    problems: answer.problems.map((p) => `${t(`seller.field.${p.field}`)}: ${problemMessage(t, p)}`),
    markets: answer.markets,
    providers: answer.providers,
    ...refused,
  };
}

export async function sellerLoader(c: Context<ShopEnv>) {
  const answer = expectOk(await c.get('api')<SellerAnswer>('GET', '/seller'));
  return { title: c.get('t')('seller.title'), data: sellerData(c, answer) };
}
