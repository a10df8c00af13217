import type { Translate } from '../../../../client/i18n';
import type { SellerProblem } from '../../../seller/rules';

/** A problem of the seller rule in the member's language (the deploy check writes the same in English). */
export function problemMessage(t: Translate, problem: Pick<SellerProblem, 'field' | 'code' | 'markets'>): string {
  switch (problem.code) {
    case 'required':
      return t('seller.errors.required', { markets: problem.markets.map((m) => m.toUpperCase()).join(', ') });
    case 'format':
      return t(`seller.errors.format.${problem.field}`);
    case 'tooLong':
      return t('seller.errors.tooLong');
    case 'lines':
      return t('seller.errors.lines');
  }
}
