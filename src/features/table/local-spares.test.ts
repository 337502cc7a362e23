import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSpares, returnBySpares, returning } from './local-spares';

// The stored way back of a table without internet (local-spares.ts) is read from storage that a
// user, another version or a full disk may have left in any state: it never stops the table
// from opening, it only decides whether the phone first tries to come back by itself.
const KEY = 'databook:table-spares';

beforeEach(() => localStorage.clear());

describe('the stored way back after a reload', () => {
  it('is nothing to try when storage holds none, holds garbage, or holds another table\'s', async () => {
    expect(await returnBySpares('spoke', 'ABCDEFGHJKMN')).toBe(0);
    localStorage.setItem(KEY, '{not json');
    expect(await returnBySpares('spoke', 'ABCDEFGHJKMN')).toBe(0);
    localStorage.setItem(KEY, JSON.stringify({ code: 'ABCDEFGHJKMN', spares: { gm: { offer: 42 } } }));
    expect(await returnBySpares('spoke', 'ABCDEFGHJKMN')).toBe(0);
    localStorage.setItem(KEY, JSON.stringify({ code: 'ZZZZZZZZZZZZ', spares: { gm: { offer: 'x', ufrag: 'abcd', pwd: 'abcdefghijklmnopqrstuvwx' } } }));
    expect(await returnBySpares('spoke', 'ABCDEFGHJKMN')).toBe(0);
    // The table bar never waited for it.
    expect(returning.getState().now).toBe(false);
  });

  it('is forgotten when the table ends here', () => {
    localStorage.setItem(KEY, JSON.stringify({ code: 'ABCDEFGHJKMN', spares: {} }));
    forgetSpares();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
