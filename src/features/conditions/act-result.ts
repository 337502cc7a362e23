import type { ErrorCode, RulesEvent } from '../../rules';

/**
 * What a callback that acted on a creature hands back: the store's DispatchResult (events, and
 * the refusal's code), or undefined when there was no such sheet. The shared widgets show the
 * refusal in words and the events as the outcome.
 */
export type ActResult = { events: RulesEvent[]; error?: { code: ErrorCode } } | undefined | void;

/** The refusal code of a result, or null. */
export const refusalOf = (result: ActResult): ErrorCode | null => (result ? result.error?.code ?? null : null);
