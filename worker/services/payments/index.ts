import type { Database } from '../../../db/client';
import type { ShopConfig } from '../../config';
import type { PaymentGateway } from './gateway';
import { createTestGateway } from './test-gateway';

/**
 * The gateway named by PAYMENT_GATEWAY (validated in worker/config.ts). A real provider is one
 * more module implementing PaymentGateway and one more case here; nothing in checkout changes.
 */
export function paymentGateway(config: Pick<ShopConfig, 'PAYMENT_GATEWAY'>, db: Database): PaymentGateway {
  switch (config.PAYMENT_GATEWAY) {
    case 'test':
      return createTestGateway(db);
  }
}
