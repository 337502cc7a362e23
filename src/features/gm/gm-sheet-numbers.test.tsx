// The sheet's own numbers on the GM screen (RULES.md "Hit Point Dice, saving throws and condition
// immunities"): quick-add takes a creature's saves and condition immunities, a group condition
// skips the immune and names them, and the saves the screen asks for add each creature's own bonus.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import type { Creature } from '../../rules';
import type { AppStore } from '../../store/store';
import { openDue, openGm } from './gm-test-kit';

const wordsOf = (language: string) => {
  const fixed = i18n.getFixedT(language) as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (key: string, options?: Record<string, unknown>) => fixed(key, options);
};

/** A creature's row, found by its name in any language. */
const row = (name: string) => screen.getByRole('listitem', { name });

const creature = (store: AppStore, name: string): Creature =>
  Object.values(store.getState().sheets).find((sheet) => sheet.creature.name === name)!.creature;

// What each language must say, written here from the task (not read from the locale files).
const LANGUAGES = [
  {
    language: 'pt-BR' as const, skeleton: 'Esqueleto', poisoned: 'Envenenado', conSave: 'Salvaguarda de Constituição', wisSave: 'Salvaguarda de Sabedoria',
    immune: 'Esqueleto 1–4 são imunes à condição Envenenado: não receberam.',
    given: 'Envenenado: dada a 1 criatura. Desfazer reverte tudo.',
    ogre: 'Ogro', mage: 'Maga', bless: 'Bênção',
    ogreSaved: 'Ogro: 12 + 3 = 15 contra CD 10, sucesso.',
    mageFailed: 'Maga: 10 − 1 = 9 contra CD 10, falha.',
    ogreTyped: 'Ogro: 6 + 5 = 11 contra CD 10, sucesso.',
    ogreRolled: /^Ogro: (\d+) \+ 3 = (\d+) contra CD 10, (sucesso|falha)\.$/,
    ownBonus: /^Da ficha: salvaguarda de Constituição \+3\./,
    ogreZero: 'Ogro: 9 + 0 = 9 contra CD 10, falha.',
  },
  {
    language: 'cs' as const, skeleton: 'Kostlivec', poisoned: 'Otrávený', conSave: 'Záchranný hod na Odolnost', wisSave: 'Záchranný hod na Moudrost',
    immune: 'Kostlivec 1–4 jsou imunní vůči stavu Otrávený: neudělen.',
    given: 'Otrávený: uděleno 1 tvorovi. Zpět vrátí vše.',
    ogre: 'Zlobr', mage: 'Mágyně', bless: 'Požehnání',
    ogreSaved: 'Zlobr: 12 + 3 = 15 proti SO 10, úspěch.',
    mageFailed: 'Mágyně: 10 − 1 = 9 proti SO 10, neúspěch.',
    ogreTyped: 'Zlobr: 6 + 5 = 11 proti SO 10, úspěch.',
    ogreRolled: /^Zlobr: (\d+) \+ 3 = (\d+) proti SO 10, (úspěch|neúspěch)\.$/,
    ownBonus: /^Z deníku: záchranný hod na Odolnost \+3\./,
    ogreZero: 'Zlobr: 9 + 0 = 9 proti SO 10, neúspěch.',
  },
];

describe.each(LANGUAGES)('GM screen: saves and condition immunities in $language', (lang) => {
  it('quick-adds 4 skeletons with a Constitution save and immunity to Poisoned; a group Poisoned skips them, names them, and poisons the goblin', async () => {
    const user = userEvent.setup();
    const w = wordsOf(lang.language);
    const { store } = await openGm([], { language: lang.language });
    const form = screen.getByRole('form', { name: w('gm:quickAdd.title') });
    const field = (label: string) => within(form).getByLabelText(label);

    await user.type(field(w('gm:quickAdd.name')), lang.skeleton);
    await user.clear(field(w('gm:quickAdd.count')));
    await user.type(field(w('gm:quickAdd.count')), '4');
    await user.type(field(w('gm:quickAdd.maxHp')), '13');
    // The Constitution save is in view; the other five are folded.
    await user.type(field(lang.conSave), '2');
    await user.click(within(form).getByText(w('gm:quickAdd.moreSaves', { count: 0 }), { selector: 'summary' }));
    await user.type(field(lang.wisSave), '-1');
    expect(within(form).getByText(w('gm:quickAdd.moreSaves', { count: 1, list: `${w('rules:abilitiesShort.wis')} −1` }), { selector: 'summary' })).toBeInTheDocument();
    await user.click(within(form).getByText(w('gm:quickAdd.conditionImmunities', { count: 0 }), { selector: 'summary' }));
    await user.click(within(form).getByRole('checkbox', { name: lang.poisoned }));
    expect(within(form).getByText(w('gm:quickAdd.conditionImmunities', { count: 1 }), { selector: 'summary' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: w('gm:quickAdd.submit', { count: 4, name: lang.skeleton }) }));

    for (const n of [1, 2, 3, 4]) {
      const skeleton = creature(store, `${lang.skeleton} ${n}`);
      expect(skeleton.saves).toEqual({ con: 2, wis: -1 });
      expect(skeleton.conditionImmunities).toEqual(['poisoned']);
    }
    // The next batch is another creature: its saves and immunities start empty (issue 15).
    expect(field(lang.conSave)).toHaveValue(null);
    expect(field(lang.wisSave)).toHaveValue(null);
    expect(within(form).getByRole('checkbox', { name: lang.poisoned })).not.toBeChecked();

    await user.type(field(w('gm:quickAdd.name')), 'Goblin');
    await user.type(field(w('gm:quickAdd.maxHp')), '7');
    await user.click(within(form).getByRole('button', { name: w('gm:quickAdd.submit', { count: 1, name: 'Goblin' }) }));
    expect(creature(store, 'Goblin').conditionImmunities).toEqual([]);
    expect(creature(store, 'Goblin').saves).toEqual({});

    await user.click(screen.getByRole('checkbox', { name: w('gm:list.selectAll') }));
    await user.click(screen.getByText(w('gm:group.conditionTitle', { count: 5 }), { selector: 'summary' }));
    const group = screen.getByText(w('gm:group.conditionTitle', { count: 5 }), { selector: 'summary' }).closest('details')!;
    await user.selectOptions(within(group).getByLabelText(w('sheet:conditionForm.condition')), lang.poisoned);
    await user.click(within(group).getByRole('button', { name: w('sheet:conditionForm.add', { condition: lang.poisoned }) }));

    expect(creature(store, 'Goblin').conditions).toEqual(['poisoned']);
    for (const n of [1, 2, 3, 4]) expect(creature(store, `${lang.skeleton} ${n}`).conditions).toEqual([]);
    const status = within(group).getByRole('status');
    expect(status).toHaveTextContent(lang.given);
    expect(status).toHaveTextContent(lang.immune);
    // One Undo takes the goblin's Poisoned back: the skeletons were never touched.
    expect(store.getState().history().past).toHaveLength(1);
  });

  it('a row says in words why an immune creature cannot take the condition, and its expanded part shows and changes its saves and immunities', async () => {
    const user = userEvent.setup();
    const w = wordsOf(lang.language);
    const name = `${lang.skeleton} 2`;
    const { store, ids } = await openGm([
      { name, maxHp: 13, role: 'minion', preset: 'srd-2024', saves: { con: 2 }, conditionImmunities: ['poisoned', 'frightened'] },
    ], { language: lang.language });

    await user.click(within(row(name)).getByRole('button', { name: w('gm:row.more', { name }) }));
    const conditions = screen.getByRole('form', { name: w('sheet:conditionForm.titleFor', { name }) });
    await user.selectOptions(within(conditions).getByLabelText(w('sheet:conditionForm.condition')), lang.poisoned);
    expect(within(conditions).getByRole('button', { name: w('sheet:conditionForm.add', { condition: lang.poisoned }) })).toBeDisabled();
    expect(within(conditions).getByText(w('rules:errors.condition-immune'))).toBeInTheDocument();

    // Folded, the summary says what is set; open, each save and immunity can be changed.
    const summary = w('gm:row.numbersSummary', {
      summary: `${w('rules:abilitiesShort.con')} +2 · ${w('gm:row.immuneTo', { list: `${w('rules:conditions.frightened')}, ${lang.poisoned}` })}`,
    });
    await user.click(within(row(name)).getByText(summary, { selector: 'summary' }));
    const numbers = within(row(name)).getByRole('form', { name: w('gm:row.numbersOf', { name }) });
    expect(within(numbers).getByLabelText(lang.conSave)).toHaveValue(2);
    expect(within(numbers).getByRole('checkbox', { name: lang.poisoned })).toBeChecked();
    await user.clear(within(numbers).getByLabelText(lang.conSave));
    await user.type(within(numbers).getByLabelText(lang.conSave), '5');
    await user.type(within(numbers).getByLabelText(lang.wisSave), '1');
    await user.click(within(numbers).getByRole('checkbox', { name: lang.poisoned }));
    await user.click(within(numbers).getByRole('button', { name: w('gm:row.applyNumbers') }));

    const changed = store.getState().sheets[ids[0]!]!.creature;
    expect(changed.saves).toEqual({ con: 5, wis: 1 });
    expect(changed.conditionImmunities).toEqual(['frightened']);
    expect(within(numbers).getByRole('status')).toHaveTextContent(w('gm:row.numbersApplied', { name }));
    // No longer immune: Poisoned can be given now.
    await user.click(within(conditions).getByRole('button', { name: w('sheet:conditionForm.add', { condition: lang.poisoned }) }));
    expect(store.getState().sheets[ids[0]!]!.creature.conditions).toContain('poisoned');

    // An emptied save follows its modifier again.
    await user.clear(within(numbers).getByLabelText(lang.wisSave));
    await user.click(within(numbers).getByRole('button', { name: w('gm:row.applyNumbers') }));
    expect(store.getState().sheets[ids[0]!]!.creature.saves).toEqual({ con: 5 });
  });

  it('a row\'s own concentration save takes a typed bonus of 0 as typed, replacing the creature\'s +3', async () => {
    const user = userEvent.setup();
    const w = wordsOf(lang.language);
    const { store, ids } = await openGm([
      { name: lang.ogre, maxHp: 59, role: 'character', preset: 'srd-2024', saves: { con: 3 } },
    ], { language: lang.language });
    const ogre = ids[0]!;
    act(() => {
      store.getState().act(ogre, { type: 'concentrate', on: lang.bless });
      store.getState().act(ogre, { type: 'damage', amount: 10 });
    });
    expect(store.getState().sheets[ogre]!.creature.concentration?.dc).toBe(10);

    await user.click(within(row(lang.ogre)).getByRole('button', { name: w('gm:row.more', { name: lang.ogre }) }));
    const part = screen.getByRole('region', { name: w('gm:row.conditionsOf', { name: lang.ogre }) });
    // 8 + 0 = 8 fails DC 10, where 8 + 3 = 11 would have kept the concentration.
    await user.type(within(part).getByLabelText(w('sheet:saves.bonus')), '0');
    await user.type(within(part).getByLabelText(w('sheet:saves.typed')), '8');
    await user.click(within(part).getByRole('button', { name: w('sheet:saves.record') }));
    expect(store.getState().sheets[ogre]!.creature.concentration).toBeNull();
  });

  it('concentration saves after a group hit add each creature’s own Constitution save, rolled or typed, and say the sum; a typed bonus replaces it', async () => {
    const user = userEvent.setup();
    const w = wordsOf(lang.language);
    const { store, ids } = await openGm([
      { name: lang.ogre, maxHp: 59, role: 'character', preset: 'srd-2024', saves: { con: 3 } },
      { name: lang.mage, maxHp: 30, role: 'character', preset: 'srd-2024', saves: { con: -1 } },
    ], { language: lang.language });
    const [ogre, mage] = ids as [string, string];
    act(() => {
      for (const id of ids) store.getState().act(id, { type: 'concentrate', on: lang.bless });
    });
    const promptOf = (name: string) => openDue(user, w('gm:prompts.concentrationSave', {
      name, concentration: w('rules:concentration.label', { on: lang.bless }), save: w('rules:concentration.saveDue', { dc: 10 }),
    }));
    const hit = async () => {
      await user.type(screen.getByLabelText(w('gm:group.amount')), '10');
      await user.click(screen.getByRole('button', { name: w('gm:group.apply.damage', { count: ids.length }) }));
    };

    await user.click(screen.getByRole('checkbox', { name: w('gm:list.selectAll') }));
    await hit();
    // Each prompt says the bonus its creature adds before anything is rolled.
    expect(within(await promptOf(lang.ogre)).getByText(lang.ownBonus)).toBeInTheDocument();

    await user.type(within(await promptOf(lang.ogre)).getByLabelText(w('sheet:saves.typed')), '12');
    await user.click(within(await promptOf(lang.ogre)).getByRole('button', { name: w('sheet:saves.record') }));
    expect(screen.getByText(lang.ogreSaved)).toBeInTheDocument();
    expect(store.getState().sheets[ogre]!.creature.concentration?.dc).toBeNull();

    await user.type(within(await promptOf(lang.mage)).getByLabelText(w('sheet:saves.typed')), '10');
    await user.click(within(await promptOf(lang.mage)).getByRole('button', { name: w('sheet:saves.record') }));
    expect(screen.getByText(lang.mageFailed)).toBeInTheDocument();
    expect(store.getState().sheets[mage]!.creature.concentration).toBeNull();

    // A bonus typed for this one save (a Bless of its own) replaces the Ogre's +3: 6 + 5 succeeds where 6 + 3 would not.
    await hit();
    const prompt = await promptOf(lang.ogre);
    await user.type(within(prompt).getByLabelText(w('sheet:saves.bonus')), '5');
    await user.type(within(prompt).getByLabelText(w('sheet:saves.typed')), '6');
    await user.click(within(prompt).getByRole('button', { name: w('sheet:saves.record') }));
    expect(screen.getByText(lang.ogreTyped)).toBeInTheDocument();

    // Rolled in the app: the d20 plus the Ogre's own +3.
    await hit();
    await user.click(within(await promptOf(lang.ogre)).getByRole('button', { name: w('sheet:saves.roll') }));
    const [, roll, total] = lang.ogreRolled.exec(screen.getByText(lang.ogreRolled).textContent ?? '') ?? [];
    expect(Number(total)).toBe(Number(roll) + 3);

    // A typed 0 replaces the +3 too (no bonus for this save): 9 + 0 fails where 9 + 3 would not.
    // (The roll above may have ended its concentration: it concentrates again.)
    if (!store.getState().sheets[ogre]!.creature.concentration) act(() => void store.getState().act(ogre, { type: 'concentrate', on: lang.bless }));
    await hit();
    const last = await promptOf(lang.ogre);
    await user.type(within(last).getByLabelText(w('sheet:saves.bonus')), '0');
    await user.type(within(last).getByLabelText(w('sheet:saves.typed')), '9');
    await user.click(within(last).getByRole('button', { name: w('sheet:saves.record') }));
    expect(screen.getByText(lang.ogreZero)).toBeInTheDocument();
    expect(store.getState().sheets[ogre]!.creature.concentration).toBeNull();
  });
});
