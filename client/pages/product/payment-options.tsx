import { useMarket } from '../../state';

/** Card brands the checkout accepts (brand names are not translated). */
const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Discover', 'JCB', 'Maestro'];

export function PaymentOptions() {
  const { t } = useMarket();
  return (
    <details className="payment-options">
      <summary>{t('product.paymentOptions')}</summary>
      <p>{t('product.paymentIntro')}</p>
      <ul>
        {CARD_BRANDS.map((brand) => (
          <li key={brand}>{brand}</li>
        ))}
      </ul>
    </details>
  );
}
