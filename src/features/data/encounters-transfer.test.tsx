import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../test/helpers/downloads';
import { loadLanguage, resetStore } from '../../../test/helpers/render-app';
import { appStore } from '../../store/store';
import { DataSettings } from './data-settings';

// Issue 34: a GM whose device holds only an encounter can export it, and Import shows it, asks
// about one already here, restores it and says when one of its sheets is nowhere to be found.
let downloads: Blob[] = [];
beforeEach(async () => {
  resetStore();
  await loadLanguage('en');
  downloads = captureDownloads();
});

const chooser = () => screen.getByLabelText('Choose an exported file (.json)');
const asFile = (content: Blob | string) => new File([content], 'export.json', { type: 'application/json' });

/** The GM's device: no sheet of the list, one encounter with an Ogre and two Goblins, round 1. */
function gmDevice() {
  const s = () => appStore.getState();
  s().addCreatures([{ name: 'Ogre', maxHp: 68, role: 'minion' }, { name: 'Goblin 1', maxHp: 7, role: 'minion' }, { name: 'Goblin 2', maxHp: 7, role: 'minion' }]);
  s().renameEncounter(s().activeEncounterId!, 'Ambush at the ford');
  s().nextTurn();
  return s().activeEncounterId!;
}

describe('the GM\'s encounters in "Export all" and Import', () => {
  it('an encounter-only device exports, and the encounter comes back on another', async () => {
    const id = gmDevice();
    const before = appStore.getState().encounters[id];
    render(<DataSettings />);
    expect(screen.queryByText('There is nothing to export yet.')).toBeNull();
    expect(screen.getByText('The file also holds your 1 encounter, with its creatures, turn order and round.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export all' }));
    const exported = downloads.at(-1)!;

    resetStore();
    await userEvent.upload(chooser(), asFile(exported));
    const list = await screen.findByRole('list', { name: '1 encounter in this file' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Ambush at the ford: 3 creaturesRound 1(new)');
    // No sheets in the file: no "0 sheets" heading.
    expect(screen.queryByRole('heading', { name: /sheets? in this file/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('1 encounter imported.')).toBeInTheDocument();
    // As it was, but for its turn change: that is the first device's Undo, not the GM's work.
    const { turnSteps, ...kept } = before!;
    expect(turnSteps).toHaveLength(1);
    expect(appStore.getState().encounters[id]).toEqual(kept);
    expect(appStore.getState().activeEncounterId).toBe(id);
  });

  it('asks about an encounter already here, and keeps both', async () => {
    const id = gmDevice();
    render(<DataSettings />);
    await userEvent.click(screen.getByRole('button', { name: 'Export all' }));
    await userEvent.upload(chooser(), asFile(downloads.at(-1)!));
    expect(await screen.findByText('(already here)')).toBeInTheDocument();
    const choice = screen.getByRole('group', { name: 'Some of these sheets or encounters are already here. What should happen to them?' });
    await userEvent.click(within(choice).getByRole('radio', { name: 'Keep both: add the file’s sheets and encounters as copies' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('1 encounter imported.')).toBeInTheDocument();
    const encounters = Object.values(appStore.getState().encounters);
    expect(encounters.map((encounter) => encounter.name)).toEqual(['Ambush at the ford', 'Ambush at the ford']);
    expect(encounters.find((encounter) => encounter.id !== id)!.combatants).toHaveLength(3);
    expect(Object.keys(appStore.getState().sheets)).toHaveLength(6);
  });

  it('says before and after that a combatant\'s sheet is neither in the file nor here, and brings the others', async () => {
    const s = () => appStore.getState();
    const aria = s().createSheet({ name: 'Aria', maxHp: 20 });
    s().addCombatants([aria]);
    gmDevice();
    render(<DataSettings />);
    await userEvent.click(screen.getByRole('button', { name: 'Export all' }));
    const file = JSON.parse(await downloads.at(-1)!.text()) as { sheets: unknown[] };

    resetStore();
    await userEvent.upload(chooser(), asFile(JSON.stringify({ ...file, sheets: [] })));
    const warning = 'Ambush at the ford: 1 creature is neither in this file nor on this device. The encounter is imported with the others.';
    expect(await screen.findByText(warning)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('1 encounter imported.')).toBeInTheDocument();
    expect(within(screen.getByRole('status')).getByText(warning)).toBeInTheDocument();
    const [encounter] = Object.values(appStore.getState().encounters);
    expect(encounter!.combatants.map((c) => appStore.getState().sheets[c.sheetId]!.creature.name)).toEqual(['Ogre', 'Goblin 1', 'Goblin 2']);
  });
});
