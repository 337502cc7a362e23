import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { addBestiary, addPlayedSheet } from '../../../test/helpers/big-campaign';
import { captureDownloads } from '../../../test/helpers/downloads';
import { loadLanguage, resetStore } from '../../../test/helpers/render-app';
import { buildExport, MAX_IMPORT_BYTES } from '../../store/persistence/transfer';
import { appStore } from '../../store/store';
import { DataSettings } from './data-settings';
import { ExportSheetButton } from './export-sheet-button';
import { ImportErrorMessage } from './import-error';

// Issue 10, items 4, 6 and 9: the app's own exports at real sizes come back with a preview;
// every other file ends in a refusal in words, never in nothing.

let downloads: Blob[] = [];
beforeEach(async () => {
  resetStore();
  await loadLanguage('en');
  downloads = captureDownloads();
});

const chooser = () => screen.getByLabelText('Choose an exported file (.json)');
const asFile = (content: Blob | string) => new File([content], 'export.json', { type: 'application/json' });
const slow = { timeout: 10_000 };

// Building 2,000 sheets through the store takes seconds in jsdom: more room than the default.
describe('the app’s own exports, at real sizes, come back with a preview and counts', { timeout: 60_000 }, () => {
  it('"export all" of 2,000 sheets, from the settings, into another browser', async () => {
    addBestiary(appStore, 2_000);
    render(<DataSettings />);
    await userEvent.click(screen.getByRole('button', { name: 'Export all' }));
    const exported = downloads.at(-1)!;
    resetStore();

    await userEvent.upload(chooser(), asFile(exported));
    expect(await screen.findByRole('heading', { name: '2,000 sheets in this file' }, slow)).toBeInTheDocument();
    expect(screen.getByText('New: 2,000. Already here: 0.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Import finished. Added: 2,000. Replaced: 0.')).toBeInTheDocument();
    expect(Object.keys(appStore.getState().sheets)).toHaveLength(2_000);
  });

  it('a sheet with 5,000 logged actions, from its own page, replacing the copy here', async () => {
    const id = addPlayedSheet(appStore, 'Aria', 5_000);
    const sheet = appStore.getState().sheets[id]!;
    render(<><ExportSheetButton sheetId={id} /><DataSettings /></>);
    await userEvent.click(screen.getByRole('button', { name: 'Export the sheet “Aria” as a file' }));
    appStore.getState().act(id, { type: 'damage', amount: 1 });

    await userEvent.upload(chooser(), asFile(downloads.at(-1)!));
    expect(await screen.findByRole('heading', { name: '1 sheet in this file' }, slow)).toBeInTheDocument();
    expect(screen.getByText('New: 0. Already here: 1.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Replace them with the file’s version' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Import finished. Added: 0. Replaced: 1.')).toBeInTheDocument();
    expect(appStore.getState().sheets[id]).toMatchObject({ creature: sheet.creature, log: sheet.log });
  });
});

describe('while a file is read', () => {
  it('says so in a status, until the preview takes its place', async () => {
    const id = appStore.getState().createSheet({ name: 'Aria', maxHp: 20 });
    const text = JSON.stringify(buildExport([appStore.getState().sheets[id]!], new Date()));
    let finish = (_text: string) => {};
    const file = asFile('');
    file.text = () => new Promise((resolve) => { finish = resolve; });
    render(<DataSettings />);

    await userEvent.upload(chooser(), file);
    expect(screen.getByRole('status')).toHaveTextContent('Reading the file…');
    finish(text);
    expect(await screen.findByRole('heading', { name: '1 sheet in this file' })).toBeInTheDocument();
    expect(screen.queryByText(/Reading the file/)).not.toBeInTheDocument();
  });
});

describe('every failure ends in words, and nothing changes', () => {
  const valid = () => {
    const id = appStore.getState().createSheet({ name: 'Aria', maxHp: 20 });
    return buildExport([appStore.getState().sheets[id]!], new Date());
  };
  const refusal = async (file: File) => {
    render(<DataSettings />);
    const before = appStore.getState().sheets;
    await userEvent.upload(chooser(), file);
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('The file was refused; nothing has changed.');
    expect(appStore.getState().sheets).toBe(before);
    return alert;
  };

  it('a file the browser fails to read', async () => {
    const file = asFile('{}');
    file.text = () => { throw new TypeError('the disk went away'); };
    expect(await refusal(file)).toHaveTextContent('The file could not be read.');
  });

  it('150,000 invalid log entries: the first five, by place', async () => {
    const file = valid();
    const alert = await refusal(asFile(JSON.stringify({ ...file, sheets: [{ ...file.sheets[0], log: Array.from({ length: 150_000 }, () => 1) }] })));
    expect(alert).toHaveTextContent('sheets[0].log[0]: has the wrong type');
    expect(alert).toHaveTextContent('sheets[0].log[4]: has the wrong type');
    expect(alert).not.toHaveTextContent('sheets[0].log[5]');
  });

  it('a file nested 100,000 levels', async () => {
    const raw = JSON.stringify(valid()).replace(/"notes":"[^"]*"/, `"notes":${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(await refusal(asFile(raw))).toHaveTextContent('nested too deeply (more than 64 levels)');
  });

  it('the same id twice names both places', async () => {
    const file = valid();
    expect(await refusal(asFile(JSON.stringify({ ...file, sheets: [file.sheets[0], file.sheets[0]] })))).toHaveTextContent(
      'sheets[1].id: this id already appears at sheets[0].id; each sheet, creature and encounter in a file needs its own id',
    );
  });

  it('a file just over the limit says by how much', async () => {
    const file = asFile('{}');
    Object.defineProperty(file, 'size', { value: MAX_IMPORT_BYTES + 1 });
    expect(await refusal(file)).toHaveTextContent('The file is 64 MB + 1 byte; files over 64 MB are refused.');
  });
});

describe('sizes in a refusal show the difference, in the user’s language', () => {
  const message = (size: number) => {
    render(<ImportErrorMessage error={{ code: 'tooLarge', size, limit: MAX_IMPORT_BYTES }} />);
    return screen.getByRole('alert');
  };

  it.each([
    ['en', MAX_IMPORT_BYTES + 1, 'The file is 64 MB + 1 byte; files over 64 MB are refused.'],
    ['en', MAX_IMPORT_BYTES + 2_000, 'The file is 64 MB + 2,000 bytes; files over 64 MB are refused.'],
    ['en', 100 * 1024 * 1024, 'The file is 100 MB; files over 64 MB are refused.'],
    ['cs', MAX_IMPORT_BYTES + 1, 'Soubor má 64 MB + 1 bajt; soubory větší než 64 MB se odmítají.'],
    ['pt-BR', 70.5 * 1024 * 1024, 'O arquivo tem 70,5 MB; arquivos com mais de 64 MB são recusados.'],
  ] as const)('%s, %i bytes', async (language, size, text) => {
    await loadLanguage(language);
    expect(message(size)).toHaveTextContent(text);
  });
});
