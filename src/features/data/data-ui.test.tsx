import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../test/helpers/downloads';
import { resetStore, loadLanguage } from '../../../test/helpers/render-app';
import { createMemoryAdapter, sheetKey } from '../../../test/helpers/storage';
import { buildExport } from '../../store/persistence/transfer';
import { appPersistence, appStore } from '../../store/store';
import { DataGate } from './data-gate';
import { DataSettings } from './data-settings';
import { ExportSheetButton } from './export-sheet-button';
import { StorageBanner } from './storage-banner';

let downloads: Blob[] = [];
beforeEach(async () => {
  resetStore();
  await loadLanguage('en');
  downloads = captureDownloads();
});
afterEach(() => appPersistence.stop());

const lastDownload = async () => JSON.parse(await (downloads.at(-1) as Blob).text());

describe('recovery screen', () => {
  it('names the sheet that could not be read, offers its raw text, and lets the user go on with the rest', async () => {
    const seed = createMemoryAdapter();
    await appPersistence.start(appStore, { adapter: seed });
    const good = appStore.getState().createSheet({ name: 'Aria', maxHp: 20 });
    const bad = appStore.getState().createSheet({ name: 'Bram', maxHp: 12 });
    appPersistence.stop();
    const corrupted = (seed.data.get(sheetKey(bad)) ?? '').replace('"max":12', '"max":"twelve"');
    seed.data.set(sheetKey(bad), corrupted);
    resetStore();
    await appPersistence.start(appStore, { adapter: seed });

    render(<DataGate><p>the app</p></DataGate>);
    // The recovery screen is a lazy chunk: it appears once loaded, and the app never before it.
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Some saved data could not be read' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Entries that could not be read' })).getByText('Bram')).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download the unreadable data' }));
    expect(await lastDownload()).toMatchObject({ entries: [{ key: sheetKey(bad), raw: corrupted }] });

    await userEvent.click(screen.getByRole('button', { name: 'Continue with the 1 sheet that could be read' }));
    expect(screen.getByText('the app')).toBeInTheDocument();
    expect(Object.keys(appStore.getState().sheets)).toEqual([good]);
    expect(seed.data.get(sheetKey(bad))).toBe(corrupted);
  });
});

describe('a stored sheet the rules could never have produced', () => {
  it.each([
    ['"current":12', '"current":500', 'data.creature.hp.current', 'os PV atuais estão acima dos PV máximos (menos a redução)'],
    ['"maxReduction":0', '"maxReduction":1000000', 'data.creature.hp.maxReduction', 'deve ser no máximo 100.000'],
    ['"maxReduction":0', '"maxReduction":50', 'data.creature.hp.maxReduction', 'a redução dos PV máximos é maior que os PV máximos'],
    ['"name":"Bram"', '"name":"\u200b\u200b"', 'data.creature.name', 'o nome não tem nenhum caractere visível ou passa de 120 caracteres'],
  ])('%s → %s: goes to recovery, which says which field is wrong in pt-BR', async (from, to, path, sentence) => {
    const seed = createMemoryAdapter();
    await appPersistence.start(appStore, { adapter: seed });
    appStore.getState().createSheet({ name: 'Aria', maxHp: 20 });
    const bad = appStore.getState().createSheet({ name: 'Bram', maxHp: 12 });
    appPersistence.stop();
    seed.data.set(sheetKey(bad), (seed.data.get(sheetKey(bad)) ?? '').replace(from, to));
    resetStore();
    await loadLanguage('pt-BR');
    await appPersistence.start(appStore, { adapter: seed });

    render(<DataGate><p>the app</p></DataGate>);
    const list = await screen.findByRole('list', { name: 'Itens que não puderam ser lidos' });
    expect(list).toHaveTextContent(`${path}: ${sentence}`);
  });
});

describe('storage banner', () => {
  it('says when storage is full and offers the export at once', async () => {
    appStore.getState().createSheet({ name: 'Aria', maxHp: 20 });
    appPersistence.status.setState({ problems: ['quota'] });
    render(<StorageBanner />);
    expect(screen.getByRole('alert')).toHaveTextContent(/Storage is full/);
    await userEvent.click(screen.getByRole('button', { name: 'Export all sheets now' }));
    expect((await lastDownload()).sheets).toHaveLength(1);
  });

  it('tells the user to reload when a newer version wrote data', () => {
    appPersistence.status.setState({ problems: ['newer'] });
    render(<StorageBanner />);
    expect(screen.getByRole('alert')).toHaveTextContent(/newer version/);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('says which sheet another tab deleted, and keeps this tab\'s copy as a new sheet when asked', async () => {
    const id = appStore.getState().createSheet({ name: 'Aria', maxHp: 20 });
    appStore.getState().act(id, { type: 'damage', amount: 5 });
    const copy = appStore.getState().sheets[id]!;
    appStore.getState().deleteSheet(id);
    appPersistence.status.setState({ notices: [{ id: 1, kind: 'deleted-elsewhere', sheetName: 'Aria', copy }] });
    render(<StorageBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('“Aria” was deleted in another tab, and stays deleted');
    await userEvent.click(screen.getByRole('button', { name: 'Keep my copy as a new sheet' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const kept = Object.values(appStore.getState().sheets);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.id).not.toBe(id);
    expect(kept[0]!.creature.hp.current).toBe(15);
    expect(kept[0]!.log.map((line) => line.action)).toEqual(['damage']);
  });

  it('a notice goes away when dismissed', async () => {
    appPersistence.status.setState({ notices: [{ id: 2, kind: 'log-missing', sheetName: 'Aria', count: 200 }] });
    render(<StorageBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says how many log entries went missing, and that the rest is kept', () => {
    appPersistence.status.setState({ notices: [{ id: 3, kind: 'log-missing', sheetName: 'Aria', count: 200 }] });
    render(<StorageBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('200 older entries could not be found. The sheet and the rest of its log are kept.');
  });

  it('says that the browser refused to read, and offers export', () => {
    appPersistence.status.setState({ problems: ['readFailed'] });
    render(<StorageBanner />);
    expect(screen.getByRole('alert')).toHaveTextContent(/refused to read the saved sheets.*Nothing has been deleted or overwritten/);
    expect(screen.getByRole('button', { name: 'Export all sheets now' })).toBeInTheDocument();
  });
});

describe('export and import in the settings', () => {
  const fileOf = (data: unknown, name = 'export.json') => new File([JSON.stringify(data)], name, { type: 'application/json' });

  it('exports one sheet from its button', async () => {
    const id = appStore.getState().createSheet({ name: 'Aria', maxHp: 20 });
    render(<ExportSheetButton sheetId={id} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export the sheet “Aria” as a file' }));
    expect(await lastDownload()).toMatchObject({ schemaVersion: expect.any(Number), appVersion: expect.any(String), exportedAt: expect.any(String), sheets: [{ id }] });
  });

  it('previews a valid file, asks about existing ids, and imports on confirmation only', async () => {
    const id = appStore.getState().createSheet({ name: 'Aria', maxHp: 20 });
    const file = buildExport(Object.values(appStore.getState().sheets), new Date());
    appStore.getState().act(id, { type: 'damage', amount: 5 });
    render(<DataSettings />);
    await userEvent.upload(screen.getByLabelText('Choose an exported file (.json)'), fileOf(file));
    expect(await screen.findByRole('heading', { name: '1 sheet in this file' })).toBeInTheDocument();
    expect(screen.getByText('(already here)')).toBeInTheDocument();
    expect(appStore.getState().sheets[id]?.creature.hp.current).toBe(15);
    await userEvent.click(screen.getByRole('radio', { name: 'Replace them with the file’s version' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByRole('status')).toHaveTextContent('Added: 0. Replaced: 1.');
    expect(appStore.getState().sheets[id]?.creature.hp.current).toBe(20);
  });

  it('refuses a bad file with what is wrong and where, and shows names from files as text', async () => {
    const id = appStore.getState().createSheet({ name: '<img src=x onerror=alert(1)>', maxHp: 20 });
    const file = buildExport(Object.values(appStore.getState().sheets), new Date());
    render(<DataSettings />);
    const input = screen.getByLabelText('Choose an exported file (.json)');
    const broken = structuredClone(file);
    (broken.sheets[0] as { creature: { hp: { current: number } } }).creature.hp.current = -3;
    await userEvent.upload(input, fileOf(broken));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file was refused; nothing has changed.');
    expect(alert).toHaveTextContent('sheets[0].creature.hp.current: must be at least 0');

    appStore.getState().deleteSheet(id);
    await userEvent.upload(input, fileOf(file));
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('refuses malformed JSON', async () => {
    render(<DataSettings />);
    await userEvent.upload(screen.getByLabelText('Choose an exported file (.json)'), new File(['{"format": oops}'], 'x.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/not valid JSON/);
  });
});
