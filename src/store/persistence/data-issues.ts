import type { $ZodError } from 'zod/v4/core';
import type { CreatureProblemCode } from '../../rules';
import { INVISIBLE_NAME } from './creature-schema';
import { NOT_AN_INTEGER } from './schema-helpers';

/** What is wrong with a value, and where: data for a translated message (locales data.json, `issue.*`). */
export interface DataIssue {
  /** Like `sheets[0].creature.hp.current`; empty for the whole document. */
  path: string;
  code: 'required' | 'type' | 'min' | 'max' | 'tooShort' | 'tooLong' | 'choice' | 'format' | 'integer' | 'unsafeKey' | 'tooDeep' | 'duplicate' | 'rule' | 'other';
  /** The bound for min/max/tooShort/tooLong/tooDeep; the expected type for `type`; for `duplicate`, the path where the id first appears. */
  limit?: number | string;
  /** With code 'rule': what the rules could never have produced there (src/rules/problems.ts). */
  rule?: CreatureProblemCode;
}

export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, part) => {
    if (typeof part === 'number') return `${text}[${part}]`;
    const name = String(part);
    return text ? `${text}.${name}` : name;
  }, '');
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const part of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[part];
  }
  return value;
}

/** Turns zod's issues into DataIssues (at most `max`), paths prefixed with `prefix`. */
export function toDataIssues(error: $ZodError, input: unknown, prefix: readonly PropertyKey[] = [], max = 5): DataIssue[] {
  return error.issues.slice(0, max).map((issue) => {
    const path = formatPath([...prefix, ...issue.path]);
    switch (issue.code) {
      case 'invalid_type':
        return valueAt(input, issue.path) === undefined ? { path, code: 'required' } : { path, code: 'type', limit: issue.expected };
      case 'too_small':
        return { path, code: issue.origin === 'string' || issue.origin === 'array' ? 'tooShort' : 'min', limit: Number(issue.minimum) };
      case 'too_big':
        return { path, code: issue.origin === 'string' || issue.origin === 'array' ? 'tooLong' : 'max', limit: Number(issue.maximum) };
      case 'invalid_value':
      case 'invalid_union':
        return { path, code: 'choice' };
      case 'invalid_format':
        return { path, code: 'format' };
      // A key outside a closed set (a condition that has no duration, like `flying`): named in the path.
      case 'unrecognized_keys':
        return { path: formatPath([...prefix, ...issue.path, issue.keys[0] ?? '']), code: 'choice' };
      case 'custom':
        if (issue.message === NOT_AN_INTEGER) return { path, code: 'integer' };
        return issue.message === INVISIBLE_NAME ? { path, code: 'rule', rule: 'invalid-name' } : { path, code: 'other' };
      default:
        return { path, code: 'other' };
    }
  });
}
