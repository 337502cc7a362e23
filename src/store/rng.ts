/** Random words drawn 256 at a time: a GM's damage to 200 creatures rolls a die and makes an id for each. */
const pool = new Uint32Array(256);
let used = pool.length;

/** A uniform [0, 1) number from the platform's cryptographic generator (fair dice at the table). */
export function cryptoRng(): number {
  if (used === pool.length) {
    crypto.getRandomValues(pool);
    used = 0;
  }
  return (pool[used++] ?? 0) / 2 ** 32;
}
