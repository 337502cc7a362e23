import { z } from 'zod/mini';

/** The message of the one custom check below; toDataIssues turns it into the code 'integer'. */
export const NOT_AN_INTEGER = 'integer';

/**
 * An integer within [min, max]. Not `z.int()`: that one first checks the safe-integer range
 * and reports "at most 9007199254740991" for 1e308, when the bound the user must hear is
 * `max`. Here the range comes first, then wholeness.
 */
export const integer = (min: number, max: number) =>
  z.number().check(z.minimum(min), z.maximum(max), z.refine(Number.isInteger, { error: NOT_AN_INTEGER }));

/** How far a sheet's revision may count: far beyond any real use, far below where +1 stops adding. */
export const MAX_REVISION = 2 ** 40;
export const revision = integer(0, MAX_REVISION);

/** A string of at most `max` characters (and at least `min`). */
export const bounded = (max: number, min = 0) =>
  min > 0 ? z.string().check(z.minLength(min), z.maxLength(max)) : z.string().check(z.maxLength(max));

/** Epoch milliseconds, within what a Date can hold. */
export const timestamp = integer(0, 8.64e15);
