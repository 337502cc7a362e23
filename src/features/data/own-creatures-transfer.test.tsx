import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../test/helpers/downloads';
import { loadLanguage, resetStore } from '../../../test/helpers/render-app';
import { appStore } from '../../store/store';
import { DataSettings } from './data-settings';

// Issue 28: the GM's own creatures travel with "Export all" and come back through Import, with
// the preview and the result saying how many.
let downloads: Blob[] = [];
beforeEach(async () => {
  resetStore();
  await loadLanguage('en');
  downloads = captureDownloads();
});

const chooser = () => screen.getByLabelText('Choose an exported file (.json)');
const asFile = (content: Blob | string) => new File([content], 'export.json', { type: 'application/json' });

describe('own creatures in "Export all" and Import', () => {
  it('are exported with the sheets and imported into another browser', async () => {
    appStore.getState().createSheet({ name: 'Aria', maxHp: 20 });
    for (const name of ['Bandit Captain', 'Cult Fanatic']) {
      appStore.getState().saveOwnCreature({
        name, type: 'humanoid', cr: '2', armorClass: 15, hp: 52, hpFormula: '8d8+16', initiative: 3,
        abilities: { str: 2, dex: 3, con: 2, int: 2, wis: 0, cha: 2 }, saves: {}, resistances: [], vulnerabilities: [], immunities: [], conditionImmunities: [],
      });
    }
    const own = appStore.getState().ownCreatures;
    render(<DataSettings />);
    expect(screen.getByText('The file also holds your 2 own creatures from quick-add.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export all' }));
    const exported = downloads.at(-1)!;
    resetStore();
    expect(appStore.getState().ownCreatures).toEqual([]);

    await userEvent.upload(chooser(), asFile(exported));
    expect(await screen.findByText(/^Also 2 of the GM’s own creatures/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('2 of the GM’s own creatures imported.')).toBeInTheDocument();
    expect(appStore.getState().ownCreatures).toEqual(own);
    expect(Object.values(appStore.getState().sheets).map((sheet) => sheet.creature.name)).toEqual(['Aria']);
  });
});
