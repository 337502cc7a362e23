import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/helpers/render-app';
import type { NewSheet } from '../../store/sheets-slice';
import { appStore } from '../../store/store';
import type { Language } from '../../store/types';

const TITLE: Record<Language, string> = { en: 'GM screen', 'pt-BR': 'Tela do Mestre', cs: 'Obrazovka DM' };

// renderApp's resetStore replaces the whole state with another store's, whose actions write to
// that other store (reported to the lead). Keep the app store's own actions and put them back.
const ownActions = Object.fromEntries(Object.entries(appStore.getState()).filter(([, value]) => typeof value === 'function'));

/** Opens /gm on a fresh store with the given sheets already in the active encounter. */
export async function openGm(sheets: (NewSheet & { initiative?: number })[], options: { language?: Language } = {}) {
  const view = await renderApp('/gm', options);
  act(() => appStore.setState(ownActions));
  await screen.findByRole('heading', { level: 1, name: TITLE[options.language ?? 'en'] });
  const ids = sheets.map(({ initiative: _initiative, ...init }) => view.store.getState().createSheet(init));
  act(() => {
    view.store.getState().addCombatants(ids);
    sheets.forEach((sheet, index) => {
      if (sheet.initiative !== undefined) view.store.getState().setInitiative(ids[index]!, sheet.initiative);
    });
    view.store.getState().sortByInitiative();
  });
  return { ...view, ids };
}

/** A creature's row in the turn order, found by its name as a user would. */
export function row(name: string) {
  return within(screen.getByRole('list', { name: /creature/ })).getByRole('listitem', { name });
}

/**
 * A save the sticky block asks on one line (issue 34), opened as a GM does, by a tap on its
 * words: its form, named by those words. Already open, it is only found.
 */
export async function openDue(user: { click: (element: Element) => Promise<void> }, name: string): Promise<HTMLElement> {
  const form = screen.queryByRole('form', { name });
  if (form) return form;
  await user.click(screen.getByRole('button', { name }));
  return screen.getByRole('form', { name });
}
