import { useMarket } from '../../state';

/** How this market's shop takes payment: names as the provider's checkout shows them (not translated). */
export function PaymentOptions({ methods }: { methods: string[] }) {
  const { t } = useMarket();
  return (
    <details className="payment-options">
      <summary>{t('product.paymentOptions')}</summary>
      <p>{t('product.paymentIntro')}</p>
      <ul>
        {methods.map((method) => (
          <li key={method}>{method}</li>
        ))}
      </ul>
    </details>
  );
}
