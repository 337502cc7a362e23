import { shortId } from './identity';

describe('shortId', () => {
  it('makes 12 base-36 characters, a different id each time, across many draws of random bytes', () => {
    const ids = Array.from({ length: 2_000 }, shortId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
