import type { PaymentGateway } from './gateway';
import { createTestGateway } from './test-gateway';

let test: PaymentGateway | undefined;

/**
 * The gateway named by PAYMENT_GATEWAY. Only 'test' is built in; a real provider is one more
 * module implementing PaymentGateway and one more case here, nothing in checkout changes.
 */
export function paymentGateway(name: string | undefined): PaymentGateway {
  switch (name ?? 'test') {
    case 'test':
      test ??= createTestGateway();
      return test;
    default:
      throw new Error(`Unknown PAYMENT_GATEWAY "${name}"`);
  }
}
