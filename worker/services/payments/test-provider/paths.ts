/** Where the test provider's side is served: its card fields, token endpoint and hosted page. */
export const TEST_PROVIDER_PATH = '/test-payments';
