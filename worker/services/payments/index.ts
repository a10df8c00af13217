import type { Database } from '../../../db/client';
import type { ShopConfig } from '../../config';
import type { PaymentGateway } from './gateway';
import { createStripeGateway } from './stripe-gateway';
import { createTestGateway } from './test-gateway';

type GatewayConfig = Pick<ShopConfig, 'PAYMENT_GATEWAY' | 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_API_BASE'>;

/**
 * The gateway named by PAYMENT_GATEWAY (validated in worker/config.ts, which also requires the
 * provider's keys). A provider is one module implementing PaymentGateway and one case here;
 * nothing in checkout changes.
 */
export function paymentGateway(config: GatewayConfig, db: Database): PaymentGateway {
  switch (config.PAYMENT_GATEWAY) {
    case 'test':
      return createTestGateway(db);
    case 'stripe':
      return createStripeGateway({
        secretKey: config.STRIPE_SECRET_KEY ?? '',
        publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? '',
        apiBase: config.STRIPE_API_BASE,
      });
  }
}
