/** A uniform [0, 1) number from the platform's cryptographic generator (fair dice at the table). */
export function cryptoRng(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) / 2 ** 32;
}
