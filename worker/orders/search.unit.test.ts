import { describe, expect, it } from 'vitest';
import { orderCursor, parseOrderSearch, readOrderCursor } from './search';

describe('parseOrderSearch', () => {
  it('reads a number as shoppers quote it', () => {
    for (const q of ['10042', '#10042', '# 10042', 'Nr. 10042', 'nr 10042', 'n° 10042', 'n.º 10042', 'č. 10042', '＃１００４２'])
      expect(parseOrderSearch(q), q).toEqual({ number: 10042 });
  });

  it('reads an e-mail folded as SQLite folds it (A-Z only)', () => {
    expect(parseOrderSearch('  Hanako@Example.COM ')).toEqual({ email: 'hanako@example.com' });
    expect(parseOrderSearch('ÖZIL@example.com')).toEqual({ email: 'Özil@example.com' });
  });

  it('reads anything else as the start of a name, spaces collapsed, also capitalised for letters lower() keeps', () => {
    expect(parseOrderSearch('  Hanako   Yamada ')).toEqual({ names: ['hanako yamada'] });
    expect(parseOrderSearch('山田 花子')).toEqual({ names: ['山田 花子'] });
    expect(parseOrderSearch('özil')).toEqual({ names: ['özil', 'Özil'] });
    expect(parseOrderSearch('#')).toEqual({ names: ['#'] });
  });

  it('is nothing for nothing', () => {
    expect(parseOrderSearch(undefined)).toBeNull();
    expect(parseOrderSearch('   ')).toBeNull();
  });
});

describe('order cursors', () => {
  it('read back what they wrote, and nothing else', () => {
    const after = { placedAt: 1_793_419_800_000, id: 'bench0000000000000000012' };
    expect(readOrderCursor(orderCursor(after))).toEqual(after);
    for (const bad of ['', 'not-a-cursor', btoa('[1]'), btoa('["1","x"]'), btoa('[1.5,"x"]'), btoa('[1,"X Y"]')])
      expect(readOrderCursor(bad), bad).toBeNull();
  });
});
