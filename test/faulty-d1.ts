/**
 * The D1 binding with failures on demand, for tests of what the shop does when a write fails:
 * `arm(pattern)` makes the next write whose SQL matches fail, either before it runs (the write
 * did not happen) or after (it happened and the answer was lost, as when a connection drops). A
 * batch fails as a whole when any of its statements matches. Reads never fail.
 */
export type FaultMode = 'before' | 'after';

interface Armed {
  pattern: RegExp;
  mode: FaultMode;
}

const WRITE = /^\s*(insert|update|delete)\b/i;

type Target = Pick<D1Database, 'prepare' | 'batch'>;

export class FaultyD1 {
  private armed: Armed[] = [];
  /** The faults that fired, for the test's report. */
  readonly fired: string[] = [];
  /** Each statement handed out: the real one and its SQL. */
  private readonly statements = new WeakMap<object, { real: D1PreparedStatement; sql: string }>();

  constructor(private readonly real: D1Database) {}

  arm(pattern: RegExp, mode: FaultMode = 'before') {
    this.armed.push({ pattern, mode });
  }

  disarm() {
    this.armed = [];
  }

  /** The armed fault this SQL meets, taken: each fires once. */
  private take(sql: string): Armed | null {
    if (!WRITE.test(sql)) return null;
    const index = this.armed.findIndex((a) => a.pattern.test(sql));
    if (index < 0) return null;
    const [fault] = this.armed.splice(index, 1);
    this.fired.push(`${fault.mode} ${fault.pattern.source}`);
    return fault;
  }

  private async guarded<T>(faults: (Armed | null)[], run: () => Promise<T>): Promise<T> {
    const fault = faults.find((f) => f !== null) ?? null;
    if (fault?.mode === 'before') throw new Error('D1_ERROR: injected failure before the write');
    const result = await run();
    if (fault?.mode === 'after') throw new Error('D1_ERROR: injected failure after the write (its answer lost)');
    return result;
  }

  private statement(real: D1PreparedStatement, sql: string): D1PreparedStatement {
    const once = <T>(run: () => Promise<T>) => this.guarded([this.take(sql)], run);
    const wrapped = {
      bind: (...values: unknown[]) => this.statement(real.bind(...values), sql),
      first: (column?: string) => once(() => (column ? real.first(column) : real.first())),
      run: () => once(() => real.run()),
      all: () => once(() => real.all()),
      raw: (options?: { columnNames?: boolean }) => once(() => real.raw(options as { columnNames: true })),
    };
    this.statements.set(wrapped, { real, sql });
    return wrapped as unknown as D1PreparedStatement;
  }

  private wrap(target: Target): Target {
    return {
      prepare: (sql: string) => this.statement(target.prepare(sql), sql),
      batch: <T>(list: D1PreparedStatement[]) => {
        const known = list.map((s) => this.statements.get(s));
        const faults = known.map((k) => (k ? this.take(k.sql) : null));
        return this.guarded(faults, () => target.batch<T>(list.map((s, i) => known[i]?.real ?? s)));
      },
    };
  }

  /** What goes into the worker's env as DB: the binding and every session of it fail as armed. */
  binding(): D1Database {
    return {
      ...this.wrap(this.real),
      exec: (sql: string) => this.real.exec(sql),
      dump: () => this.real.dump(),
      withSession: (constraint?: D1SessionConstraint | D1SessionBookmark) => {
        const session = this.real.withSession(constraint);
        return { ...this.wrap(session), getBookmark: () => session.getBookmark() };
      },
    } as unknown as D1Database;
  }
}
