// Outcomes are data (shared/STYLE.md practice 3): a type, a translation key and numbers/ids.
import type { Creature, ErrorCode, EventType, RulesEvent } from './types';

export type EventValues = Record<string, number | string | boolean | undefined>;

/**
 * Builds an event; undefined values are dropped so every value stays serialisable. The values
 * object is a fresh literal at every call site, so it is kept as it is unless it holds an
 * undefined (this runs on every dispatch: most events have no undefined value).
 */
export function event(type: EventType, values: EventValues = {}): RulesEvent {
  for (const name in values) {
    if (values[name] === undefined) return { type, key: `events.${type}`, values: defined(values) };
  }
  return { type, key: `events.${type}`, values: values as RulesEvent['values'] };
}

function defined(values: EventValues): RulesEvent['values'] {
  const clean: RulesEvent['values'] = {};
  for (const name in values) {
    const value = values[name];
    if (value !== undefined) clean[name] = value;
  }
  return clean;
}

/** What a handler returns: the next creature (a fresh copy or the very input) or a refusal. */
export type Outcome = { creature: Creature; events: RulesEvent[] } | { error: ErrorCode };

export const refuse = (code: ErrorCode): Outcome => ({ error: code });

/** The action is accepted but changes nothing: the same object comes back. */
export const unchanged = (creature: Creature, events: RulesEvent[] = []): Outcome => ({ creature, events });
