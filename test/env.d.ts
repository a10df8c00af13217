import type { D1Migration } from '@cloudflare/vitest-plugin';
import type { MarketCode } from '../locales/markets';
import type { Bindings } from '../worker/env';

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[];
      /** The seed as SQL statements (db/seed/statements.ts), prepared by vitest.config.ts. */
      TEST_SEED: string[];
      /** Each market's UI bundle as JSON text, by market code. */
      TEST_BUNDLES: Record<MarketCode, string>;
    }
  }
}
