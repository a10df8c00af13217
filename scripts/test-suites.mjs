// The last part of `npm test`: the worker tests (vitest) and the browser tests (scripts/e2e.mjs)
// side by side. The worker suite runs its files one at a time in one workerd and used about two
// thirds of one core, leaving the second core mostly idle for as long as it ran; the browser
// suite takes it. The browser suite's report is held until the worker suite is done, then
// printed whole and followed live, so the two never interleave. Exits non-zero if either fails.
import { spawn } from 'node:child_process';

const exited = (child) => new Promise((resolve) => child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

const browser = spawn('node', ['scripts/e2e.mjs'], { stdio: ['ignore', 'pipe', 'pipe'] });
const held = [];
let holding = true;
for (const [from, to] of [
  [browser.stdout, process.stdout],
  [browser.stderr, process.stderr],
]) {
  from.on('data', (chunk) => (holding ? held.push([to, chunk]) : to.write(chunk)));
}
const browserDone = exited(browser);

const worker = await exited(spawn('npx', ['vitest', 'run'], { stdio: 'inherit' }));
console.log('\nBrowser tests (running since the worker tests started):');
holding = false;
for (const [to, chunk] of held.splice(0)) to.write(chunk);
const browserCode = await browserDone;
if (worker !== 0) console.error(`The worker tests failed (exit ${worker}); see above the browser tests.`);
process.exit(worker !== 0 ? worker : browserCode);
