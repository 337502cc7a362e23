/** `make(language)`, made once per language and kept. */
function oncePerLanguage<T>(make: (language: string) => T): (language: string) => T {
  const made = new Map<string, T>();
  return (language) => {
    let value = made.get(language);
    if (value === undefined) {
      value = make(language);
      made.set(language, value);
    }
    return value;
  };
}

/**
 * A number formatter for a language, made once: building an Intl.NumberFormat costs tens of
 * microseconds, and a list of 200 sheets or a log of 5,000 lines asked for one per row.
 */
export const numberFormat = oncePerLanguage((language) => new Intl.NumberFormat(language));

/** The same without a sign ("12" for −12), for an amount whose direction the words say. */
export const magnitudeFormat = oncePerLanguage((language) => new Intl.NumberFormat(language, { signDisplay: 'never' }));

/** The same without grouping ("Skeleton 1000"), for numbers that are part of a name. */
export const plainNumberFormat = oncePerLanguage((language) => new Intl.NumberFormat(language, { useGrouping: false }));

/** The language's "a, b and c" (Intl.ListFormat, conjunction), made once like `numberFormat`. */
export const conjunctionList = oncePerLanguage((language) => new Intl.ListFormat(language, { type: 'conjunction' }));

/**
 * The language's alphabetical order (Intl.Collator), made once: `a.localeCompare(b, language)`
 * builds a collator for every comparison, some fifty for the fourteen conditions.
 */
export const collator = oncePerLanguage((language) => new Intl.Collator(language));

/** What each language puts between groups of three digits, as Intl.NumberFormat writes it (CLDR). */
const GROUP_SEPARATORS: Readonly<Record<string, string>> = { en: ',', 'pt-BR': '.', cs: '\u00a0' };

/**
 * A whole number, zero or more, as `numberFormat(language)` writes it, without making one: the
 * first Intl.NumberFormat a page makes loads its locale's number data, which held the first
 * screen of a cold start about 35 ms (140 ms at 4× CPU slowdown). The three languages group
 * every three digits, from four digits up; anything else (a fraction, a negative, another
 * language) goes to Intl. The tests hold it to Intl's output.
 */
export function formatCount(language: string, value: number): string {
  const separator = GROUP_SEPARATORS[language];
  if (separator === undefined || !Number.isSafeInteger(value) || value < 0) return numberFormat(language).format(value);
  const digits = String(value);
  let text = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) text += separator;
    text += digits[i];
  }
  return text;
}

/** A bonus or modifier with its sign, as a sheet writes it: "+5", "−1" (a true minus), "+0". */
export function formatSigned(language: string, value: number): string {
  return `${value < 0 ? '−' : '+'}${formatCount(language, Math.abs(value))}`;
}
