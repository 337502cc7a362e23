/** Keys that could reach an object's prototype when a parsed object is copied or merged. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The path of the first unsafe key in parsed JSON, or null. JSON.parse makes `__proto__` an
 * own property, harmless by itself, but any later `Object.assign` or merge would turn it into
 * a prototype change: such files are refused outright instead of cleaned.
 */
export function findUnsafeKey(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeKey(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const key of Object.keys(value)) {
    if (UNSAFE_KEYS.has(key)) return [...path, key];
    const found = findUnsafeKey((value as Record<string, unknown>)[key], [...path, key]);
    if (found) return found;
  }
  return null;
}
