import type { SavingsPackage } from '../../contract/pages/product';
import { useMarket } from '../../state';

/** The quantity bundles: each with its total, saving and badge. */
export function PackagePicker({
  packages,
  quantity,
  onChange,
}: {
  packages: SavingsPackage[];
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  const { t, money } = useMarket();
  if (packages.length <= 1) return <input type="hidden" name="package" value={packages[0]?.quantity ?? 1} />;
  return (
    <fieldset className="option-group packages">
      <legend>{t('product.packages')}</legend>
      {packages.map((pkg) => (
        <label key={pkg.quantity} className="package">
          <input
            type="radio"
            name="package"
            value={pkg.quantity}
            checked={quantity === pkg.quantity}
            onChange={() => onChange(pkg.quantity)}
          />
          <span className="package-name">
            {t('product.packagePairs', { count: pkg.quantity })}
            {pkg.percentOff > 0 && <span className="package-off"> −{pkg.percentOff}%</span>}
          </span>
          {pkg.badge && <span className="badge">{t(`badge.${pkg.badge}`)}</span>}
          <span className="package-total">{money(pkg.total)}</span>
          {pkg.saving > 0 && <span className="package-saving">{t('product.save', { amount: money(pkg.saving) })}</span>}
        </label>
      ))}
    </fieldset>
  );
}
