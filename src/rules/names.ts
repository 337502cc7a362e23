// Names, on their own: the new-sheet form on the first screen checks a name without loading
// the rest of the validation (validate.ts re-exports both).
import { LIMITS } from './limits';

/**
 * A name's length as the rules count it: Unicode code points, so "🐉" is 1 whatever its
 * UTF-16 length. An input's maxLength counts UTF-16 units, which is never more generous.
 */
export function nameLength(name: string): number {
  let count = 0;
  for (const _ of name) count += 1;
  return count;
}

/**
 * A character someone can see: not a space, a control or format character (zero-width
 * spaces and joiners, U+2060, U+FEFF...), a default-ignorable one (Hangul fillers, variation
 * selectors) or the blank Braille pattern.
 */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;

/**
 * The trimmed name, or null when it has no visible character or more than LIMITS.nameLength
 * code points. The storage schema and the forms call this same function.
 */
export function parseName(x: unknown): string | null {
  if (typeof x !== 'string') return null;
  const name = x.trim();
  // Each code point is one or two UTF-16 units: past twice the limit, it is too long already.
  if (name.length > 2 * LIMITS.nameLength || nameLength(name) > LIMITS.nameLength) return null;
  return VISIBLE.test(name) ? name : null;
}
