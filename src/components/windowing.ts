// What a list needs to know to choose between drawing every row and windowing them
// (windowed-rows.tsx, a lazy chunk with @tanstack/react-virtual): here on its own, so that a
// short list never loads the library.

/** A list longer than this is windowed: only the rows near the screen exist. */
export const WINDOW_FROM = 40;

/** What a row needs to be placed in a windowed list. */
export interface RowPlace {
  /** The row's element goes here: it is measured, as rows grow (conditions, a panel). */
  measure: (element: HTMLElement | null) => void;
  index: number;
  /** Where the row is drawn, from the list's top. */
  top: number;
  /** The whole list's length, for aria-setsize (the rows not drawn still count). */
  size: number;
}

/** A windowed row's place compared by value (a list redraw makes a new one), for a row's memo. */
export const samePlace = (p: RowPlace | undefined, q: RowPlace | undefined) =>
  p === q || (!!p && !!q && p.index === q.index && p.top === q.top && p.size === q.size && p.measure === q.measure);

/** The attributes and style that place a row in a windowed list; none for a row in the flow. */
export function placeAttributes(place: RowPlace | undefined) {
  return place
    ? { 'aria-posinset': place.index + 1, 'aria-setsize': place.size, 'data-index': place.index, style: { position: 'absolute', top: place.top, left: 0, right: 0 } as const }
    : {};
}
