import { isMonster } from './monsters';
import { byCreation, shelf, summarize, type SheetSummary } from './shelf';
import type { AppStore } from './store';
import type { AppState } from './store-types';
import type { Sheet } from './types';

const sameSummary = (a: SheetSummary, b: SheetSummary) =>
  a.name === b.name && a.current === b.current && a.max === b.max && a.status === b.status && a.preset === b.preset &&
  a.context === b.context && a.owner === b.owner && a.createdAt === b.createdAt;

/**
 * From now on the shelf (shelf.ts) follows `store`: the list shows the validated sheets, and
 * each row re-renders only when what it shows changed. Returns the function that stops it.
 */
export function bindShelf(store: AppStore): () => void {
  let sheets: Record<string, Sheet> | null = null;
  let encounters: AppState['encounters'] | null = null;
  const project = (state: AppState) => {
    const previous = shelf.getState();
    let list = previous.sheets;
    if (state.sheets !== sheets || state.encounters !== encounters || !previous.live) {
      sheets = state.sheets;
      encounters = state.encounters;
      const before = new Map(previous.sheets.map((summary) => [summary.id, summary]));
      // An encounter's creatures are not sheets of the list (monsters.ts).
      const next = Object.values(state.sheets).filter((sheet) => !isMonster(sheet, state.encounters)).map((sheet) => {
        const summary = summarize(sheet.id, sheet.createdAt, sheet.creature, sheet.table?.ownerName);
        const old = before.get(sheet.id);
        return old && sameSummary(old, summary) ? old : summary;
      }).sort(byCreation);
      if (next.length !== list.length || next.some((summary, i) => summary !== list[i])) list = next;
    }
    const { language, keepAwake } = state.settings;
    if (list !== previous.sheets || language !== previous.language || keepAwake !== previous.keepAwake || !previous.live) {
      shelf.setState({ sheets: list, language, keepAwake, live: true });
    }
  };
  project(store.getState());
  return store.subscribe(project);
}
