// @vitest-environment node
// What Undo and Redo say they act on (issue 34): a group's creatures named, numbered ones folded
// into ranges ("Goblin 1–3"), the amount typed, a turn change as such; from the store's own history.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import cs from '../../../locales/cs/rules.json';
import ptBR from '../../../locales/pt-BR/rules.json';
import { seededRng } from '../../../test/helpers/render-app';
import { createAppStore } from '../../store/store';
import type { AppState } from '../../store/store-types';
import type { LooseT } from './event-text';
import { describeStep } from './undo-words';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'pt-BR', fallbackLng: false, showSupportNotice: false, ns: ['rules'], defaultNS: 'rules',
    interpolation: { escapeValue: false }, resources: { 'pt-BR': { rules: ptBR }, cs: { rules: cs } },
  });
});

/** The words of the GM's next Undo in `language`, after `act` on a fresh encounter of Goblin 1–4 and an Ogre. */
function nextUndo(language: 'pt-BR' | 'cs', act: (s: AppState, ids: string[]) => void) {
  let clock = 1_000;
  const store = createAppStore({ language: 'en', rng: seededRng(3), now: () => (clock += 1_000) });
  const ids = store.getState().addCreatures(['Goblin 1', 'Goblin 2', 'Goblin 3', 'Goblin 4', 'Ogro'].map((name) => ({ name, maxHp: 40 })));
  act(store.getState(), ids);
  const item = store.getState().encounterHistory().past.at(-1)!;
  const t = i18n.getFixedT(language, 'rules') as unknown as LooseT;
  return describeStep(t, language, item, store.getState().sheets);
}

describe('what the GM\'s Undo names', () => {
  it('a group damage: the amount typed and the creatures, numbered ones as a range', () => {
    const damage = (s: AppState, ids: string[]) =>
      s.actMany(ids.slice(0, 3).map((sheetId) => ({ sheetId, action: { type: 'damage', amount: 7 } })));
    expect(nextUndo('pt-BR', damage)).toBe('7 de dano em Goblin 1–3');
    expect(nextUndo('cs', damage)).toBe('7 zranění – Goblin 1–3');
  });

  it('Goblin 1, 2 and 4 with the Ogre; damage in parts counts as their sum', () => {
    const parts = (s: AppState, ids: string[]) =>
      s.actMany([0, 1, 3, 4].map((i) => ({ sheetId: ids[i]!, action: { type: 'damage', parts: [{ amount: 6, damageType: 'piercing' }, { amount: 7, damageType: 'poison' }] } })));
    expect(nextUndo('pt-BR', parts)).toBe('13 de dano em Goblin 1–2, Goblin 4 e Ogro');
  });

  it('different amounts (saves for half) name the action, not a number', () => {
    const halves = (s: AppState, ids: string[]) =>
      s.actMany([{ sheetId: ids[0]!, action: { type: 'heal', amount: 4 } }, { sheetId: ids[1]!, action: { type: 'heal', amount: 8 } }]);
    const hurtFirst = (s: AppState, ids: string[]) => {
      s.actMany(ids.slice(0, 2).map((sheetId) => ({ sheetId, action: { type: 'damage', amount: 10 } })));
      halves(s, ids);
    };
    expect(nextUndo('pt-BR', hurtFirst)).toBe('Cura (Goblin 1–2)');
    expect(nextUndo('cs', hurtFirst)).toBe('Léčení (Goblin 1–2)');
  });

  it('a turn change, whatever it did to the sheets', () => {
    expect(nextUndo('pt-BR', (s) => s.nextTurn())).toBe('início do combate');
    expect(nextUndo('cs', (s) => { s.nextTurn(); s.nextTurn(); })).toBe('další tah');
    expect(nextUndo('cs', (s) => { s.nextTurn(); s.nextTurn(); s.previousTurn(); })).toBe('předchozí tah');
  });
});
