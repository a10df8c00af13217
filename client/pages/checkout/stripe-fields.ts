import { loadStripe, type StripeElementLocale } from '@stripe/stripe-js';

/** What the card fields hand the checkout instead of the card: a token, or why there is none. */
export type CardToken = { token: string } | { error: 'invalid' | 'unavailable' };

/** The shop's look for Stripe's Payment Element (colours and radius of client/styles.css). */
const APPEARANCE = {
  theme: 'stripe' as const,
  variables: {
    colorPrimary: '#1f4e5f',
    colorDanger: '#b3261e',
    borderRadius: '6px',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
};

export interface StripeFields {
  tokenize(): Promise<CardToken>;
  /** 3-D Secure and other bank steps; true when the shopper completed them. */
  handleAction(clientSecret: string): Promise<boolean>;
  /** The amount shown in wallets and methods follows the server's total. */
  update(amount: number): void;
  destroy(): void;
}

/**
 * Stripe's Payment Element in `node`: cards, wallets and the market's own methods (automatic
 * payment methods), in Stripe's frames. Loaded only in markets whose shop uses Stripe, from
 * js.stripe.com as Stripe requires (never bundled). Our page sees the confirmation token only.
 */
export async function mountStripeFields(
  node: HTMLElement,
  options: { publishableKey: string; locale: string; amount: number; currency: string },
): Promise<StripeFields> {
  const stripe = await loadStripe(options.publishableKey, { locale: options.locale.split('-')[0] as StripeElementLocale });
  if (!stripe) throw new Error('Stripe.js did not load');
  const elements = stripe.elements({
    mode: 'payment',
    amount: options.amount,
    currency: options.currency.toLowerCase(),
    captureMethod: 'manual',
    paymentMethodCreation: 'manual',
    appearance: APPEARANCE,
  });
  const element = elements.create('payment', { layout: 'tabs' });
  element.mount(node);
  return {
    async tokenize() {
      // The element shows its own messages at its fields.
      const submitted = await elements.submit();
      if (submitted.error) return { error: 'invalid' };
      const { error, confirmationToken } = await stripe.createConfirmationToken({ elements });
      if (error || !confirmationToken) return { error: error?.type === 'validation_error' ? 'invalid' : 'unavailable' };
      return { token: confirmationToken.id };
    },
    async handleAction(clientSecret) {
      const { error } = await stripe.handleNextAction({ clientSecret });
      return !error;
    },
    update: (amount) => elements.update({ amount }),
    destroy: () => element.destroy(),
  };
}
