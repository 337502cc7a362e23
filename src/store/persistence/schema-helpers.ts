import { z } from 'zod/mini';

/** An integer within [min, max]: what classic zod spells `z.int().min(min).max(max)`. */
export const integer = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));

/** A string of at most `max` characters (and at least `min`). */
export const bounded = (max: number, min = 0) =>
  min > 0 ? z.string().check(z.minLength(min), z.maxLength(max)) : z.string().check(z.maxLength(max));

/** Epoch milliseconds, within what a Date can hold. */
export const timestamp = integer(0, 8.64e15);
