import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { previousRelease } from '../scripts/previous-release.mjs';
import { contractingSteps, expandOnlyProblems } from './expand-only';

const MIGRATIONS = 'db/migrations';
const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const lines = (text: string) => text.split('\n').filter((line) => line !== '');
const migration = (name: string) => readFileSync(`${MIGRATIONS}/${name}`, 'utf8');

describe('migrations since the previous release', () => {
  it('only expand the schema, unless marked as the contract of an earlier expand', () => {
    const release = previousRelease();
    const previous = lines(git(['ls-tree', '--name-only', `${release}:${MIGRATIONS}`])).filter((name) => name.endsWith('.sql'));
    const added = readdirSync(MIGRATIONS)
      .filter((name) => name.endsWith('.sql') && !previous.includes(name))
      .map((name) => ({ name, sql: migration(name) }));
    expect(expandOnlyProblems(added, previous)).toEqual([]);
  });

  it('leave the migrations the previous release had as they were: production applied those, and an edit never runs', () => {
    const release = previousRelease();
    const changed = lines(git(['diff', '--name-only', release, '--', `${MIGRATIONS}/*.sql`])).map((path) => basename(path));
    const previous = lines(git(['ls-tree', '--name-only', `${release}:${MIGRATIONS}`]));
    expect(changed.filter((name) => previous.includes(name))).toEqual([]);
  });
});

describe('what counts as contracting the schema', () => {
  it('finds a table rebuilt under its old name (drop, then rename) and a dropped table', () => {
    // Drizzle's way of changing a column in SQLite: a new table, the rows copied, the old one dropped.
    expect(contractingSteps(migration('0017_newsletter_double_opt_in.sql'))).toEqual(['drops a table', 'renames a table or column']);
    expect(contractingSteps(migration('0014_size_table_in_code.sql'))).toEqual(['drops a table']);
  });

  it('lets new tables, indexes and columns with a default through', () => {
    expect(contractingSteps(migration('0038_business_signals.sql'))).toEqual([]);
    expect(contractingSteps("ALTER TABLE `orders` ADD `channel` text DEFAULT 'web' NOT NULL;")).toEqual([]);
    expect(contractingSteps('ALTER TABLE `orders` ADD COLUMN `gift_note` text;')).toEqual([]);
    expect(contractingSteps('CREATE INDEX `orders_channel_idx` ON `orders` (`channel`);')).toEqual([]);
  });

  it('finds a column dropped, with or without the keyword COLUMN, renamed, or added NOT NULL without a default', () => {
    expect(contractingSteps('ALTER TABLE `orders` DROP COLUMN `tax_region`;')).toEqual(['drops a column']);
    expect(contractingSteps('ALTER TABLE orders DROP tax_region;')).toEqual(['drops a column']);
    expect(contractingSteps('ALTER TABLE `orders` RENAME COLUMN `contact` TO `email`;')).toEqual(['renames a table or column']);
    expect(contractingSteps('ALTER TABLE `orders` ADD `channel` text NOT NULL;')).toEqual(['adds a NOT NULL column without a DEFAULT']);
    // The DEFAULT of a later statement does not count for this one.
    expect(contractingSteps("ALTER TABLE a ADD b text NOT NULL;\nALTER TABLE c ADD d text DEFAULT '' NOT NULL;")).toEqual([
      'adds a NOT NULL column without a DEFAULT',
    ]);
  });

  it('reads no statement in a comment or a string, and no string in a comment', () => {
    expect(contractingSteps("-- Don't drop table orders here; the next release does.\nCREATE TABLE a (b text);")).toEqual([]);
    expect(contractingSteps("/* rename later */ INSERT INTO notes (text) VALUES ('drop table orders; -- rename');")).toEqual([]);
    expect(contractingSteps("INSERT INTO notes (text) VALUES ('it''s -- fine');\nDROP TABLE `old_notes`;")).toEqual(['drops a table']);
  });
});

describe('the contract mark', () => {
  const contract = '-- contract: 0036_order_channel.sql\nALTER TABLE `orders` DROP COLUMN `source`;';

  it('lets a contracting migration through when the previous release had the expand it names', () => {
    expect(expandOnlyProblems([{ name: '0040_drop_source.sql', sql: contract }], ['0036_order_channel.sql'])).toEqual([]);
  });

  it('refuses it when the expand it names has not shipped yet', () => {
    expect(expandOnlyProblems([{ name: '0040_drop_source.sql', sql: contract }], ['0035_english_per_market.sql'])).toEqual([
      '0040_drop_source.sql: its contract mark names 0036_order_channel.sql, which the previous release does not have',
    ]);
  });

  it('refuses an unmarked contracting migration, naming each step', () => {
    const sql = 'ALTER TABLE `orders` RENAME COLUMN `contact` TO `email`;\nDROP TABLE `notes`;';
    expect(expandOnlyProblems([{ name: '0040_tidy.sql', sql }], [])).toEqual([
      "0040_tidy.sql drops a table, which the previous release's worker may still use",
      "0040_tidy.sql renames a table or column, which the previous release's worker may still use",
    ]);
  });
});
