// Quick-add's creature search (issue 28: "A Goblin in two taps"), in pt-BR and Czech: the SRD's
// creatures load only when the search is first used; partial words and words without their
// accents find a creature; the type and CR filters narrow the results; picking one fills the
// form (all still editable), HP can be the average, rolled per creature or typed; the GM's own
// creatures are saved, found ("Mine") and deleted with Undo.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppStore } from '../../../store/store';
import { openGm } from '../gm-test-kit';
import type { LibraryCreature } from './library-types';
import { loadSrdCreatures } from './load-srd';

const base = {
  source: 'srd' as const, abilities: { str: 0, dex: 2, con: 0, int: 0, wis: -1, cha: -1 }, saves: {},
  resistances: [], vulnerabilities: [], immunities: [], conditionImmunities: [],
};
// A few of the SRD 5.2.1's stat blocks, as the data branch's artifact holds them.
const SRD: LibraryCreature[] = [
  { ...base, id: 'srd:goblin-warrior', name: 'Goblin Warrior', type: 'fey', cr: '1/4', armorClass: 15, hp: 10, hpFormula: '3d6', initiative: 2 },
  { ...base, id: 'srd:goblin-boss', name: 'Goblin Boss', type: 'fey', cr: '1', armorClass: 17, hp: 21, hpFormula: '6d6', initiative: 2 },
  { ...base, id: 'srd:goblin-minion', name: 'Goblin Minion', type: 'fey', cr: '1/8', armorClass: 12, hp: 7, hpFormula: '2d6', initiative: 2 },
  {
    ...base, id: 'srd:ogre', name: 'Ogre', type: 'giant', cr: '2', armorClass: 11, hp: 68, hpFormula: '8d10+24', initiative: -1,
    abilities: { str: 4, dex: -1, con: 3, int: -3, wis: -2, cha: -2 },
  },
  {
    ...base, id: 'srd:skeleton', name: 'Skeleton', type: 'undead', cr: '1/4', armorClass: 14, hp: 13, hpFormula: '2d8+4', initiative: 3,
    abilities: { str: 0, dex: 3, con: 2, int: -2, wis: -1, cha: -3 }, vulnerabilities: ['bludgeoning'], immunities: ['poison'], conditionImmunities: ['poisoned'],
  },
  {
    ...base, id: 'srd:aboleth', name: 'Aboleth', type: 'aberration', cr: '10', armorClass: 17, hp: 150, hpFormula: '20d10+40', initiative: 7,
    abilities: { str: 5, dex: -1, con: 2, int: 4, wis: 2, cha: 4 }, saves: { dex: 3, con: 6, int: 8, wis: 6 },
  },
];

vi.mock('./load-srd', () => ({ loadSrdCreatures: vi.fn(() => Promise.resolve(SRD)) }));

beforeEach(() => vi.mocked(loadSrdCreatures).mockClear());

// What each language must say, written from the task (not read from the locale files).
const LANGUAGES = [
  {
    language: 'pt-BR' as const, title: 'Adicionar criaturas rapidamente', search: 'Buscar criaturas: SRD e as suas', type: 'Tipo de criatura', cr: 'Nível de desafio', undead: 'Morto-vivo',
    anyType: 'Qualquer tipo', name: 'Nome', count: 'Quantas', maxHp: 'PV máximos', modifier: 'Modificador de iniciativa', ac: 'Classe de Armadura',
    role: 'Papel', minion: 'Capanga', fromSrd: 'Do SRD: Goblin Warrior', clear: 'Limpar Goblin Warrior do formulário',
    warriorFacts: 'Fada · ND 1/4 · CA 15 · 10 PV', average: 'Média (10)', roll: 'Rolar 3d6 para cada criatura', typed: 'Como digitado',
    add4: 'Adicionar 4 × Goblin Warrior', add1: 'Adicionar 1 Skeleton', rolled: /^Pronto: de Goblin Warrior 1 a Goblin Warrior 4 estão no encontro\. PV rolados: (\d+), (\d+), (\d+), (\d+)\.$/,
    immunities: 'Imunidades a condições (1)', defenses: 'Defesas (2)', conSave: 'Salvaguarda de Constituição', dexSave: 'Salvaguarda de Destreza',
    save: 'Salvar nas minhas criaturas', saved: 'Salva nas minhas criaturas: Zabuzá Momochi.', mine: 'Minha', own: 'Minhas criaturas (1)',
    delete: 'Apagar Zabuzá Momochi das minhas criaturas', deleted: 'Zabuzá Momochi foi apagada das minhas criaturas.', undo: 'Desfazer',
    noResults: 'Nenhuma criatura encontrada.',
  },
  {
    language: 'cs' as const, title: 'Rychle přidat tvory', search: 'Hledat tvory: SRD i vlastní', type: 'Typ tvora', cr: 'Nebezpečnost', undead: 'Nemrtvý',
    anyType: 'Jakýkoli typ', name: 'Jméno', count: 'Kolik', maxHp: 'Maximum Životů', modifier: 'Oprava iniciativy', ac: 'Obranné číslo',
    role: 'Role', minion: 'Nohsled', fromSrd: 'Ze SRD: Goblin Warrior', clear: 'Vymazat Goblin Warrior z formuláře',
    warriorFacts: 'Víla · Nebezpečnost 1/4 · OČ 15 · 10 Životů', average: 'Průměr (10)', roll: 'Hodit 3d6 pro každého tvora', typed: 'Jak je zadáno',
    add4: 'Přidat 4 × Goblin Warrior', add1: 'Přidat 1 × Skeleton', rolled: /^Hotovo: Goblin Warrior 1 až Goblin Warrior 4 jsou ve střetnutí\. Hozené Životy: (\d+), (\d+), (\d+), (\d+)\.$/,
    immunities: 'Imunity vůči stavům (1)', defenses: 'Obrany (2)', conSave: 'Záchranný hod na Odolnost', dexSave: 'Záchranný hod na Obratnost',
    save: 'Uložit k vlastním tvorům', saved: 'Uloženo k vlastním tvorům: Zabuzá Momochi.', mine: 'Vlastní', own: 'Vlastní tvorové (1)',
    delete: 'Smazat Zabuzá Momochi z vlastních tvorů', deleted: 'Zabuzá Momochi: smazáno z vlastních tvorů.', undo: 'Zpět',
    noResults: 'Žádný tvor neodpovídá.',
  },
];

const TITLES = ['Adicionar criaturas rapidamente', 'Rychle přidat tvory'];
const form = () => screen.getByRole('form', { name: (name) => TITLES.includes(name) });
const listbox = () => within(form()).getByRole('listbox');
const results = () => within(listbox()).queryAllByRole('option').map((option) => within(option).getAllByText(/./)[0]!.textContent);
const creatures = (store: AppStore) => Object.values(store.getState().sheets).map((sheet) => sheet.creature);

describe.each(LANGUAGES)('quick-add creature search in $language', (lang) => {
  it('loads the SRD only when used, and finds by partial words, without accents, and by type and CR', async () => {
    const user = userEvent.setup();
    await openGm([], { language: lang.language });
    expect(loadSrdCreatures).not.toHaveBeenCalled();
    const search = within(form()).getByRole('combobox', { name: lang.search });
    await user.click(search);
    expect(loadSrdCreatures).toHaveBeenCalledTimes(1);

    await user.type(search, 'gob');
    expect(results()).toEqual(['Goblin Boss', 'Goblin Minion', 'Goblin Warrior']);
    await user.clear(search);
    // Partial words, in any order of typing, and accents typed where the name has none.
    await user.type(search, 'gôb wàr');
    expect(results()).toEqual(['Goblin Warrior']);
    expect(within(listbox()).getByRole('option', { name: /Goblin Warrior/ })).toHaveTextContent(lang.warriorFacts);
    await user.clear(search);
    await user.type(search, 'warr');
    expect(results()).toEqual(['Goblin Warrior']);
    await user.clear(search);
    await user.type(search, 'dragon');
    expect(within(form()).getByText(lang.noResults)).toBeInTheDocument();

    // Filters alone list what they keep; with a query, both apply.
    await user.clear(search);
    await user.selectOptions(within(form()).getByLabelText(lang.type), lang.undead);
    expect(results()).toEqual(['Skeleton']);
    await user.selectOptions(within(form()).getByLabelText(lang.type), lang.anyType);
    await user.selectOptions(within(form()).getByLabelText(lang.cr), '1/4');
    expect(results()).toEqual(['Goblin Warrior', 'Skeleton']);
    await user.type(search, 'sk');
    expect(results()).toEqual(['Skeleton']);
    expect(loadSrdCreatures).toHaveBeenCalledTimes(1);
  });

  it('picking Goblin Warrior fills the form (editable), Clear empties it, and 4 with rolled HP each get their own 3d6', async () => {
    const user = userEvent.setup();
    const { store } = await openGm([], { language: lang.language });
    const search = within(form()).getByRole('combobox', { name: lang.search });
    await user.type(search, 'gob');
    await user.click(within(listbox()).getByRole('option', { name: /Goblin Warrior/ }));
    const field = (label: string) => within(form()).getByLabelText(label);
    expect(field(lang.name)).toHaveValue('Goblin Warrior');
    expect(field(lang.maxHp)).toHaveValue(10);
    expect(field(lang.modifier)).toHaveValue(2);
    expect(field(lang.ac)).toHaveValue(15);
    expect(within(field(lang.role) as HTMLSelectElement).getByRole('option', { name: new RegExp(`^${lang.minion}`), selected: true })).toBeInTheDocument();
    expect(within(form()).getByText(lang.fromSrd)).toBeInTheDocument();
    expect(within(form()).getByRole('radio', { name: lang.average })).toBeChecked();
    expect(results()).toEqual([]);

    // Clear takes it all away; picking again with the keyboard: arrows and Enter, Escape closes.
    await user.click(within(form()).getByRole('button', { name: lang.clear }));
    expect(field(lang.name)).toHaveValue('');
    expect(field(lang.ac)).toHaveValue(null);
    expect(within(form()).queryByText(lang.fromSrd)).toBeNull();
    await user.type(search, 'gob');
    await user.keyboard('{Escape}');
    expect(results()).toEqual([]);
    await user.keyboard('{ArrowDown}');
    expect(within(listbox()).getByRole('option', { name: /Goblin Boss/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}{ArrowUp}');
    expect(within(listbox()).getByRole('option', { name: /Goblin Minion/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field(lang.name)).toHaveValue('Goblin Warrior');
    expect(creatures(store)).toEqual([]);

    await user.click(within(form()).getByRole('radio', { name: lang.roll }));
    await user.clear(field(lang.count));
    await user.type(field(lang.count), '4');
    await user.click(within(form()).getByRole('button', { name: lang.add4 }));
    const made = creatures(store);
    expect(made.map((c) => c.name)).toEqual([1, 2, 3, 4].map((n) => `Goblin Warrior ${n}`));
    for (const goblin of made) {
      expect(goblin.hp.max).toBeGreaterThanOrEqual(3);
      expect(goblin.hp.max).toBeLessThanOrEqual(18);
      expect(goblin.hp.current).toBe(goblin.hp.max);
      expect(goblin.role).toBe('minion');
      expect(goblin.abilities.dex).toBe(2);
    }
    const said = within(form()).getByText(lang.rolled).textContent!;
    expect(lang.rolled.exec(said)!.slice(1).map(Number)).toEqual(made.map((c) => c.hp.max));
    const encounter = Object.values(store.getState().encounters)[0]!;
    expect(encounter.combatants.map((c) => [c.modifier, c.armorClass])).toEqual([[2, 15], [2, 15], [2, 15], [2, 15]]);
  });

  it('a Skeleton brings its defenses and Poisoned immunity; an Aboleth its saves; typed HP win over the average', async () => {
    const user = userEvent.setup();
    const { store } = await openGm([], { language: lang.language });
    const search = within(form()).getByRole('combobox', { name: lang.search });
    await user.type(search, 'skel{Enter}');
    expect(within(form()).getByText(lang.immunities, { selector: 'summary' })).toBeInTheDocument();
    expect(within(form()).getByText(lang.defenses, { selector: 'summary' })).toBeInTheDocument();
    await user.clear(within(form()).getByLabelText(lang.maxHp));
    await user.type(within(form()).getByLabelText(lang.maxHp), '20');
    expect(within(form()).getByRole('radio', { name: lang.typed })).toBeChecked();
    await user.click(within(form()).getByRole('button', { name: lang.add1 }));
    const skeleton = creatures(store)[0]!;
    expect(skeleton).toMatchObject({ name: 'Skeleton', conditionImmunities: ['poisoned'], hp: { max: 20 } });
    expect(skeleton.defenses).toEqual({ resistances: [], vulnerabilities: ['bludgeoning'], immunities: ['poison'] });

    await user.type(search, 'abol{Enter}');
    expect(within(form()).getByLabelText(lang.conSave)).toHaveValue(6);
    // A save the stat block does not list follows its modifier, shown as the placeholder.
    expect(within(form()).getByLabelText(lang.dexSave)).toHaveValue(3);
  });

  it('the form saves to my creatures; the search finds it without accents, marked Mine; deleting it can be undone', async () => {
    const user = userEvent.setup();
    const { store } = await openGm([], { language: lang.language });
    const field = (label: string) => within(form()).getByLabelText(label);
    await user.type(field(lang.name), 'Zabuzá Momochi');
    await user.type(field(lang.maxHp), '45');
    await user.type(field(lang.ac), '16');
    await user.click(within(form()).getByRole('button', { name: lang.save }));
    expect(within(form()).getByText(lang.saved)).toBeInTheDocument();
    expect(store.getState().ownCreatures).toMatchObject([{ name: 'Zabuzá Momochi', source: 'own', hp: 45, armorClass: 16, type: null, cr: null }]);

    const search = within(form()).getByRole('combobox', { name: lang.search });
    await user.type(search, 'zabuza');
    const option = within(listbox()).getByRole('option', { name: /Zabuzá Momochi/ });
    expect(option).toHaveTextContent(lang.mine);
    await user.click(option);
    expect(field(lang.maxHp)).toHaveValue(45);

    await user.click(within(form()).getByText(lang.own, { selector: 'summary' }));
    await user.click(within(form()).getByRole('button', { name: lang.delete }));
    expect(store.getState().ownCreatures).toEqual([]);
    expect(within(form()).getByText(lang.deleted)).toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: lang.undo }));
    expect(store.getState().ownCreatures.map((c) => c.name)).toEqual(['Zabuzá Momochi']);
  });
});
