/** Keys that could reach an object's prototype when a parsed object is copied or merged. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * How deep parsed data may nest. The deepest thing the app writes is an export's
 * `sheets[i].log[j].events[k].values.x` (7 levels); fields a newer build adds are kept, so
 * there is room, but not for the 100,000 levels of a hostile entry: JSON.parse takes those
 * without complaint, and then every recursive walk after it (validation, structuredClone,
 * JSON.stringify on the next save) overflows the stack.
 */
export const MAX_DEPTH = 64;

export type StructureProblem = { path: (string | number)[]; code: 'unsafeKey' | 'tooDeep' };

/**
 * The first unsafe key or over-deep value in parsed JSON, with its path, or null. JSON.parse
 * makes `__proto__` an own property, harmless by itself, but any later `Object.assign` or
 * merge would turn it into a prototype change: such data is refused outright instead of
 * cleaned. Iterative, so that no input can overflow the stack.
 */
export function findStructureProblem(value: unknown, maxDepth = MAX_DEPTH): StructureProblem | null {
  // Depth-first in document order: the first problem reported is the first in the text.
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: node, path } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (path.length >= maxDepth) return { path, code: 'tooDeep' };
    const children: { value: unknown; path: (string | number)[] }[] = [];
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        if (typeof node[i] === 'object' && node[i] !== null) children.push({ value: node[i], path: [...path, i] });
      }
    } else {
      for (const key of Object.keys(node)) {
        if (UNSAFE_KEYS.has(key)) return { path: [...path, key], code: 'unsafeKey' };
        const child = (node as Record<string, unknown>)[key];
        if (typeof child === 'object' && child !== null) children.push({ value: child, path: [...path, key] });
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return null;
}
