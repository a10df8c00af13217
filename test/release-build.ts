import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A release's tree outside the repository, built as its own deploy built it. */
export interface ReleaseBuild {
  /** The folder: its wrangler.toml, and dist/ as its `npm run build` left it. */
  root: string;
  remove: () => void;
}

/**
 * Extracts `commit`'s files with `git archive` (the working tree and the repository's worktrees
 * stay as they are), links this tree's node_modules in and runs that release's `npm run build`,
 * which is what its `npm run deploy` ran before uploading: the client, the manifest the worker
 * imports, and the worker bundle in dist/worker.
 */
export async function buildRelease(commit: string): Promise<ReleaseBuild> {
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error(`Not a full commit hash: ${commit}`);
  const root = mkdtempSync(join(tmpdir(), 'previous-release-'));
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    // Through a shell for the pipe; the commit is a hash, checked above.
    await run('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${root}"`]);
    symlinkSync(resolve('node_modules'), join(root, 'node_modules'), 'dir');
    await run('npm', ['run', 'build'], {
      cwd: root,
      env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false' },
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string }) => {
      // A release's build ends by judging its own download budget, after writing everything. Its
      // own CI judged it when it was made; with today's packages linked in, a page can come out a
      // few bytes heavier, which says nothing about its worker on today's schema.
      if (onlyOverBudget(error.stderr) && existsSync(join(root, 'dist/worker/index.js'))) return;
      throw new Error(`The build of ${commit} failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
    });
    if (!existsSync(join(root, 'dist/worker/index.js'))) throw new Error(`The build of ${commit} left no dist/worker/index.js`);
    return { root, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** True when a build's only complaints are budgets it exceeded (scripts/build-client.mjs). */
export function onlyOverBudget(stderr = ''): boolean {
  const lines = stderr.split('\n').filter((line) => line.trim() !== '');
  return lines.length > 0 && lines.every((line) => line.startsWith('Budget exceeded: '));
}
