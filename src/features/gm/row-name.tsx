import { splitNumber } from './quick-add';

/**
 * A creature's name where the row is narrow: the base shortens with "…" on its one line (every
 * row the same height), its number never does (issue 15: "Salamandra 1" and "Salamandra 2" both showed
 * as "Salamandr…"). The text is the whole name, so the accessible name is too.
 */
export function RowName({ name }: { name: string }) {
  const { base, number } = splitNumber(name);
  return (
    <>
      <span className="min-w-0 truncate">{base}</span>
      {/* whitespace-pre: a flex item would drop its leading space. */}
      {number !== null && <span className="shrink-0 whitespace-pre" data-testid="name-number">{` ${number}`}</span>}
    </>
  );
}
