// The table view's address: `/table?tv=true` is the view for a television (full screen, large
// type, nothing to tap). Anything else in the search, or a value that is not a yes, falls back to
// the ordinary page, so a mistyped link still opens the table (TanStack Router's validateSearch).

export interface TableSearch {
  tv?: true;
}

const YES = new Set<unknown>([true, 1, 'true', '1', '']);

export function validateTableSearch(search: Record<string, unknown>): TableSearch {
  return YES.has(search.tv) ? { tv: true } : {};
}
