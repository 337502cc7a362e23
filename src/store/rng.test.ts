import { cryptoRng } from './rng';

describe('cryptoRng', () => {
  it('gives numbers in [0, 1), spread over the range, across many draws of random words', () => {
    const draws = Array.from({ length: 2_000 }, cryptoRng);
    for (const x of draws) expect(x >= 0 && x < 1).toBe(true);
    expect(new Set(draws).size).toBeGreaterThan(1_990);
    // Each tenth of the range gets some of 2,000 uniform draws (about 200 each).
    for (let tenth = 0; tenth < 10; tenth++) {
      expect(draws.filter((x) => Math.floor(x * 10) === tenth).length).toBeGreaterThan(100);
    }
  });
});
