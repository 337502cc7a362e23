import { useRef } from 'react';
import type { AppState } from '../../store/store-types';

/**
 * Like zustand's useShallow, with the comparison given: useShallow compares arrays by
 * building two Maps of their entries, which for the lists of 200 ids ran on every store change.
 */
export function useStableSelector<T>(selector: (state: AppState) => T, same: (a: T, b: T) => boolean): (state: AppState) => T {
  const previous = useRef<{ value: T } | null>(null);
  return (state) => {
    const next = selector(state);
    if (previous.current && same(previous.current.value, next)) return previous.current.value;
    previous.current = { value: next };
    return next;
  };
}

export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

/** Two flat records of the same shape (or both absent) hold the same values. */
export function sameFields<T extends object>(a: T | null, b: T | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  for (const key in a) if (!Object.is(a[key], b[key])) return false;
  return true;
}
