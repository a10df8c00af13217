import { dateFormat, WEEKDAY_DAY_MONTH } from '../../intl';
import { useMarket } from '../../state';

/** "Estimated delivery: Tue, 25 Nov – Thu, 27 Nov" in the market's language. */
export function Delivery({ from, to }: { from: string; to: string }) {
  const { market, t } = useMarket();
  const format = dateFormat(market.locale, WEEKDAY_DAY_MONTH);
  const range = format.formatRange(new Date(`${from}T12:00:00Z`), new Date(`${to}T12:00:00Z`));
  return <p className="delivery">{t('product.delivery', { range })}</p>;
}
