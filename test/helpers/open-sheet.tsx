import { act } from '@testing-library/react';
import type { NewSheet } from '../../src/store/sheets-slice';
import type { StoreDeps } from '../../src/store/store-types';
import type { Language } from '../../src/store/types';
import { renderApp } from './render-app';

/** Renders the app in a language, creates a sheet in the fresh store and opens its page. */
export async function openSheet(init: NewSheet, options: { language?: Language; deps?: Partial<StoreDeps> } = {}) {
  const app = await renderApp('/', options);
  let id = '';
  act(() => {
    id = app.store.getState().createSheet(init);
  });
  await act(() => app.router.navigate({ to: '/sheet/$sheetId', params: { sheetId: id } }));
  return { ...app, id };
}
