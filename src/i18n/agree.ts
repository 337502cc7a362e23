import type { Gender } from '../rules';

/**
 * The i18next `context` that makes a word about one creature agree with it: Czech and Portuguese
 * agree adjectives, participles and past tenses with the person ("Morta", "Mrtvá", "Jana hodila
 * 4"). Its grammatical gender (female, male, neuter), or none when it said none: the plain key
 * then, a form that needs no gender ("Sem vida", "Jana: padlo 4, neúspěch"). English has no
 * variants, so every gender reads the plain key there.
 */
export function genderContext(creature: { gender?: Gender } | null | undefined): Gender | undefined {
  return creature?.gender;
}

/**
 * The keys to try, best first, for a word that also has a preset's variant (terminologyContext:
 * "Torpor", a noun that needs no agreement), with `{ context: genderContext(creature) }`: i18next
 * reads key_<terms>_<gender>, key_<terms>, key_<gender>, then key.
 */
export function termKeys<K extends string>(key: K, terms: string): K[] {
  return [`${key}_${terms}` as K, key];
}
