import type { TFunction } from 'i18next';

/**
 * The gm namespace's `t` (the rules' words, condition names included, with their `rules:`
 * prefix), handed down as a prop to the parts drawn once per creature: a useTranslation in each
 * of 200 rows was the largest cost of re-rendering them (issue: smooth with 200 creatures). It
 * changes with the language, so memoized rows still follow it.
 */
export type GmT = TFunction<['gm', 'rules']>;
