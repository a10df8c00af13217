import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../test/mail-catcher';

// `npm start` as a newcomer meets it and a process manager stops it: started twice side by side
// (as `npm start` and `npm start -- --port 9000`), each with its own data folder, on the build
// the suite already made.

/** Every process below `pid` now (Linux: read from /proc). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // pid (comm) state ppid ...: the command name may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while the list was read.
    }
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const child of parents.get(parent) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** Whether `pid` still runs: a zombie (ended, not yet collected by its new parent) does not. */
function running(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

interface Started {
  child: ChildProcess;
  lines: string[];
  port: number;
  mail: string;
}

/** `node scripts/start.mjs` on `port`, until it prints that it is ready. */
async function start(port: number, folder: string): Promise<Started> {
  const child = spawn(process.execPath, ['scripts/start.mjs', '--port', String(port), '--persist-to', folder, '--no-build'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready in .*\n/.test(output)) resolve();
    };
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code} before it was ready:\n${output}`)));
  });
  lines.push(...output.split('\n').filter((line) => line.trim() !== ''));
  const mail = /E-mails: +(http:\/\/localhost:\d+)/.exec(output)?.[1];
  assert.ok(mail, output);
  return { child, lines, port, mail };
}

/** Sends `signal` as a process manager would and waits for the exit; returns its code. */
function stop(started: Started, signal: NodeJS.Signals) {
  const exited = new Promise<number | null>((resolve) => started.child.once('exit', (code) => resolve(code)));
  started.child.kill(signal);
  return exited;
}

test('npm start: a line per step and the addresses; two side by side; SIGTERM and SIGINT stop everything it started', async () => {
  const folders = [mkdtempSync(join(tmpdir(), 'shop-a-')), mkdtempSync(join(tmpdir(), 'shop-b-'))];
  const [a, b] = await Promise.all([
    freePort().then((port) => start(port, folders[0])),
    freePort().then((port) => start(port, folders[1])),
  ]);
  try {
    for (const shop of [a, b]) {
      const text = shop.lines.join('\n');
      assert.ok(shop.lines.length <= 12, text);
      for (const step of [
        /Database: applied \d+ of \d+ migrations/,
        /Catalog: seeded \d+ demo products/,
        /UI bundles: 12 markets/,
        /Images: \d+ product images/,
        /Scheduled: \*\/5 \* \* \* \*/,
      ]) {
        assert.match(text, step);
      }
      assert.match(text, new RegExp(`Shop: +http://localhost:${shop.port} `));
      // "Errors:" names the error catcher's page; an error line would say error, Error or TypeError.
      assert.doesNotMatch(text, /error(?!s\b)|ENOTFOUND|warn/i);
      assert.equal((await fetch(`http://127.0.0.1:${shop.port}/_health`)).status, 200);
      assert.equal((await fetch(`${shop.mail}/api/email`)).status, 200);
    }
    assert.notEqual(a.mail, b.mail);

    // A process ended by a signal exits with 128 + its number, as shells and process managers expect.
    for (const [shop, signal, code] of [
      [a, 'SIGTERM', 143],
      [b, 'SIGINT', 130],
    ] as const) {
      const pid = shop.child.pid ?? 0;
      const below = descendants(pid);
      assert.ok(below.length > 0, 'workerd runs below npm start');
      assert.equal(await stop(shop, signal), code);
      // SIGKILL takes effect as the kernel next schedules the process: a moment to go.
      await expect
        .poll(() => below.filter((child) => running(child)).map((child) => `${child} ${readFileSync(`/proc/${child}/cmdline`, 'utf8')}`), {
          message: `processes left after ${signal}`,
          timeout: 10_000,
        })
        .toEqual([]);
      assert.equal(
        await fetch(`http://127.0.0.1:${shop.port}/_health`).then(
          () => 'answered',
          () => 'closed',
        ),
        'closed',
      );
    }
  } finally {
    for (const shop of [a, b]) if (shop.child.exitCode === null) shop.child.kill('SIGKILL');
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
});
