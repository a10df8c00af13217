// Command-line tests: a command run in this process, and a shop for a describe block's commands.
import { test } from '@playwright/test';
import { startShop } from '../scripts/local-shop.mjs';

type Command = (argv: string[], out: (line: string) => void, err: (line: string) => void) => Promise<number>;

/** A command line run in this process: its exit code and what it printed. */
export const runner =
  (command: Command) =>
  async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await command(
      argv,
      (line) => out.push(line),
      (line) => err.push(line),
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

type LocalShop = Awaited<ReturnType<typeof startShop>>;

/** A shop for one describe block's command-line tests, started before them and stopped after. */
export function shopForCommands() {
  let started: LocalShop | undefined;
  test.beforeAll(async () => {
    started = await startShop();
  });
  test.afterAll(async () => {
    await started?.stop();
  });
  const shop = () => {
    if (!started) throw new Error('The shop is not started');
    return started;
  };
  return {
    get url() {
      return shop().url;
    },
    origin: (market: string) => shop().origin(market),
  };
}
