// The last part of `npm test`: the worker tests (vitest) and the browser tests (scripts/e2e.mjs)
// side by side. The worker suite runs its files one at a time in one workerd and used about two
// thirds of one core, leaving the second core mostly idle for as long as it ran; the browser
// suite takes it. The browser suite's report is held until the worker suite is done, then
// printed whole and followed live, so the two never interleave. Exits non-zero if either fails.
// A CI log keeps only its end, so a failed worker suite is summed up again after the browser
// report: each failed test with the start of its message, and the end of vitest's own summary.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const exited = (child) => new Promise((resolve) => child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

/** The worker suite's failures from vitest's JSON report: `file > test: message`, shortened. */
function failures(reportFile) {
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    return ['(vitest wrote no report: it ended before its files ran to the end)'];
  }
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = file.name.replace(`${process.cwd()}/`, '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(`${name} > ${test.fullName}: ${(test.failureMessages ?? []).join(' ').slice(0, 600)}`);
    if (failed.length === 0 && file.status === 'failed') lines.push(`${name}: ${String(file.message ?? '').slice(0, 600)}`);
  }
  return lines;
}

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

const reportDir = mkdtempSync(join(tmpdir(), 'vitest-report-'));
const reportFile = join(reportDir, 'report.json');
const vitest = spawn('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`], {
  stdio: ['ignore', 'pipe', 'pipe'],
});
const tail = [];
for (const [from, to] of [
  [vitest.stdout, process.stdout],
  [vitest.stderr, process.stderr],
]) {
  from.on('data', (chunk) => {
    to.write(chunk);
    tail.push(chunk.toString());
    if (tail.length > 40) tail.shift();
  });
}
const worker = await exited(vitest);
console.log('\nBrowser tests (running since the worker tests started):');
holding = false;
for (const [to, chunk] of held.splice(0)) to.write(chunk);
const browserCode = await browserDone;
if (worker !== 0) {
  const summary = stripVTControlCharacters(tail.join('')).split('\n').slice(-25).join('\n');
  console.error(
    `\nThe worker tests failed (exit ${worker}):\n${failures(reportFile).join('\n').slice(0, 8000)}\n\nThe end of vitest's report:\n${summary}`,
  );
}
rmSync(reportDir, { recursive: true, force: true });
process.exit(worker !== 0 ? worker : browserCode);
