// The release production runs, as one commit hash in deploy/previous-release: the worker that
// meets the next release's migrations while that release goes out, and again after a rollback
// (docs/deploy.md). test/previous-release.unit.test.ts runs it on today's schema.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

export const PREVIOUS_RELEASE_FILE = 'deploy/previous-release';

const git = (args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The commit deploy/previous-release names; throws, saying how to fetch it, when this clone lacks it. */
export function previousRelease() {
  const commit = readFileSync(PREVIOUS_RELEASE_FILE, 'utf8').trim();
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error(`${PREVIOUS_RELEASE_FILE} must hold one full commit hash, not "${commit}"`);
  try {
    git(['cat-file', '-e', `${commit}^{commit}`]);
  } catch {
    throw new Error(
      `${PREVIOUS_RELEASE_FILE} names commit ${commit}, which this clone does not have (a shallow clone?). ` +
        `Fetch it with \`git fetch --unshallow\` or \`git fetch origin ${commit}\`, then run the tests again.`,
    );
  }
  return commit;
}

/**
 * After a deploy that worked: names the deployed commit in deploy/previous-release, for the
 * operator to commit. A tree with changes git does not hold deployed no commit, so the file stays.
 */
export function recordRelease() {
  const head = git(['rev-parse', 'HEAD']);
  // The file itself, written by the deploy before and not yet committed, changes no code.
  if (git(['status', '--porcelain', '--', '.', `:!${PREVIOUS_RELEASE_FILE}`]) !== '') {
    console.warn(
      `Warning: the deployed worker had uncommitted changes, so it is no commit: ${PREVIOUS_RELEASE_FILE} still names ` +
        `${readFileSync(PREVIOUS_RELEASE_FILE, 'utf8').trim()}. Deploy a clean checkout so the next release is tested against what production runs.`,
    );
    return;
  }
  writeFileSync(PREVIOUS_RELEASE_FILE, `${head}\n`);
  console.log(`${PREVIOUS_RELEASE_FILE} now names ${head}: commit it, so the next release's migrations are tested with this worker.`);
}
