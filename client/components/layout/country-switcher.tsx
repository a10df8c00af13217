import { useLocation } from 'wouter';
import { MARKET_CODES, MARKETS } from '../../../locales/markets';
import { displayNames } from '../../intl';
import { useMarket } from '../../state';

/**
 * A plain form, so it works by keyboard and without JavaScript: the worker answers with a
 * redirect to the chosen country's host (or sets the country cookie where hosts are shared).
 */
export function CountrySwitcher() {
  const { market, t } = useMarket();
  const [path] = useLocation();
  const regions = displayNames(market.locale, { type: 'region' });
  return (
    <form method="post" action="/country" className="country-switcher">
      <label htmlFor="country-select">{t('country.label')}</label>
      <select id="country-select" name="country" defaultValue={market.code}>
        {MARKET_CODES.map((code) => (
          <option key={code} value={code}>
            {regions.of(MARKETS[code].country)} ({MARKETS[code].currency})
          </option>
        ))}
      </select>
      <input type="hidden" name="return" value={path} />
      <button type="submit">{t('country.apply')}</button>
    </form>
  );
}
