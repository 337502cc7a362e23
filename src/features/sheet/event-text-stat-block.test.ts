// @vitest-environment node
// The log's sentences for RULES.md "Armor Class, attacks, counters and monster traits" — damage
// in parts, Undead Fortitude, counters and what rests bring back, Legendary Resistance — in en,
// pt-BR and cs. The events come from the rules (dispatch), the words from the real locale files;
// the expected sentences are written from the rule text and each language's D&D 2024 terms.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import cs from '../../../locales/cs/rules.json';
import en from '../../../locales/en/rules.json';
import ptBR from '../../../locales/pt-BR/rules.json';
import { createCreature, dispatch, type Action, type Creature, type CreatureInit, type RulesEvent } from '../../rules';
import { describeEvent, type LooseT } from './event-text';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: false,
    showSupportNotice: false,
    ns: ['rules'],
    defaultNS: 'rules',
    interpolation: { escapeValue: false },
    resources: { en: { rules: en }, 'pt-BR': { rules: ptBR }, cs: { rules: cs } },
  });
});

type Language = 'en' | 'pt-BR' | 'cs';

const creature = (init: Partial<CreatureInit> = {}): Creature => createCreature({ name: 'Zombie', preset: 'srd-2024', maxHp: 15, ...init });

/** Plays the actions and returns the events of the last one (every action must be accepted). */
function eventsOf(c: Creature, actions: Action[]): RulesEvent[] {
  let events: RulesEvent[] = [];
  for (const action of actions) {
    const result = dispatch(c, action);
    if (result.error) throw new Error(`${JSON.stringify(action)} refused: ${result.error.code}`);
    c = result.creature;
    events = result.events;
  }
  return events;
}

function said(language: Language, c: Creature, actions: Action[]): string[] {
  const t = i18n.getFixedT(language, 'rules') as unknown as LooseT;
  return eventsOf(c, actions).map((event) => describeEvent(t, language, event));
}

describe('Undead Fortitude: "the event says the DC, the roll, the total and the result"', () => {
  const zombie = (): Creature => creature({ role: 'minion', currentHp: 6, abilities: { con: 3 }, traits: ['undead-fortitude'] });

  it.each<[Language, string]>([
    ['en', 'Undead Fortitude: 9 + 3 = 12 against DC 11, success: 1 HP instead of 0.'],
    ['pt-BR', 'Fortitude de Morto-Vivo: 9 + 3 = 12 contra CD 11, sucesso: fica com 1 PV em vez de 0.'],
    ['cs', 'Nemrtvá houževnatost: 9 + 3 = 12 proti SO 11, úspěch: místo 0 Životů zůstává 1 Život.'],
  ])('%s: a success', (language, sentence) => {
    expect(said(language, zombie(), [{ type: 'damage', amount: 10, fortitudeRoll: 9 }])[1]).toBe(sentence);
  });

  it.each<[Language, string]>([
    ['en', 'Undead Fortitude: 2 + 3 = 5 against DC 11, failure.'],
    ['pt-BR', 'Fortitude de Morto-Vivo: 2 + 3 = 5 contra CD 11, falha.'],
    ['cs', 'Nemrtvá houževnatost: 2 + 3 = 5 proti SO 11, neúspěch.'],
  ])('%s: a failure', (language, sentence) => {
    expect(said(language, zombie(), [{ type: 'damage', amount: 10, fortitudeRoll: 2 }])[1]).toBe(sentence);
  });

  it('with no Constitution bonus, only the total: "14 against DC 11"', () => {
    const c = creature({ currentHp: 6, traits: ['undead-fortitude'] });
    expect(said('en', c, [{ type: 'damage', amount: 10, fortitudeRoll: 14 }])[1]).toBe('Undead Fortitude: 14 against DC 11, success: 1 HP instead of 0.');
  });
});

describe('damage in parts names every type that did damage', () => {
  it.each<[Language, string]>([
    ['en', 'Took 9 damage (Piercing and Poison): 9 HP lost, 6 HP left.'],
    ['pt-BR', 'Sofreu 9 de dano (Perfurante e Veneno): perdeu 9 PV e fica com 6 PV.'],
    // Intl's Czech list keeps "a" with the next word (a no-break space).
    ['cs', '9 zranění (Bodné a\u00a0Jedové): ztráta Životů 9, zbývá 6.'],
  ])('%s: a bite, Piercing plus Poison', (language, sentence) => {
    expect(said(language, creature(), [{ type: 'damage', parts: [{ amount: 6, damageType: 'piercing' }, { amount: 3, damageType: 'poison' }] }])).toEqual([sentence]);
  });

  it.each<[Language, string]>([
    ['en', 'Immune to Poison and Necrotic: no damage.'],
    ['pt-BR', 'Imune a Veneno e Necrótico: nenhum dano.'],
    ['cs', 'Imunita vůči typům Jedové a\u00a0Nekrotické: žádné zranění.'],
  ])('%s: immune to every part', (language, sentence) => {
    const c = creature({ immunities: ['poison', 'necrotic'] });
    expect(said(language, c, [{ type: 'damage', parts: [{ amount: 5, damageType: 'poison' }, { amount: 3, damageType: 'necrotic' }] }])).toEqual([sentence]);
  });
});

describe('counters: what was used, what came back, what is left', () => {
  const caster = (): Creature => creature({
    counters: [{ id: 'slots-1', name: 'Spell slots', max: 3, recovers: 'long', level: 1 }, { id: 'rage', name: 'Rage', max: 2, recovers: 'long' }],
  });

  it.each<[Language, string]>([
    ['en', 'Rage: 1 used, 1 of 2 left.'],
    ['pt-BR', 'Rage: usou 1; resta 1 de 2.'],
    ['cs', 'Rage: použito 1, zbývá 1 z 2.'],
  ])('%s: one use of a feature', (language, sentence) => {
    expect(said(language, caster(), [{ type: 'useCounter', id: 'rage' }])).toEqual([sentence]);
  });

  it.each<[Language, string]>([
    ['en', 'Spell slots (level 1): 1 used, 2 of 3 left.'],
    ['pt-BR', 'Spell slots (1º círculo): usou 1; restam 2 de 3.'],
    ['cs', 'Spell slots (1. úroveň): použito 1, zbývají 2 z 3.'],
  ])('%s: a spell slot names its level; the plural follows what is left', (language, sentence) => {
    expect(said(language, caster(), [{ type: 'useCounter', id: 'slots-1' }])).toEqual([sentence]);
  });

  it.each<[Language, string[]]>([
    ['en', ['Long Rest finished: HP restored, Exhaustion −0.', 'Spell slots (level 1): 3 back, 3 of 3 left.']],
    ['pt-BR', ['Descanso Longo concluído: PV restaurados, Exaustão −0.', 'Spell slots (1º círculo): 3 de volta; restam 3 de 3.']],
    ['cs', ['Dlouhý odpočinek dokončen: Životy obnoveny, Vyčerpání −0.', 'Spell slots (1. úroveň): obnoveno 3, zbývají 3 z 3.']],
  ])('%s: "Rests report what came back in their events"', (language, sentences) => {
    expect(said(language, caster(), [{ type: 'useCounter', id: 'slots-1', count: 3 }, { type: 'longRest' }])).toEqual(sentences);
  });
});

describe('Legendary Resistance: the failure, then what became of it', () => {
  const lich = (): Creature => createCreature({
    name: 'Lich', preset: 'srd-2024', maxHp: 100, abilities: { con: 3 },
    counters: [{ id: 'legendary-resistance', name: 'Legendary Resistance', max: 3, recovers: 'long' }],
  });

  it.each<[Language, string[]]>([
    ['en', [
      'Concentration on Bless: Constitution save, 5 + 3 = 8 against DC 15, failure. Legendary Resistance turns the failure into a success.',
      'Legendary Resistance: 1 used, 2 of 3 left.',
    ]],
    ['pt-BR', [
      'Concentração em Bless: salvaguarda de Constituição, 5 + 3 = 8 contra CD 15, falha. A Resistência Lendária transforma a falha em sucesso.',
      'Legendary Resistance: usou 1; restam 2 de 3.',
    ]],
    ['cs', [
      'Soustředění na Bless: záchranný hod na Odolnost, 5 + 3 = 8 proti SO 15, neúspěch. Legendární odolnost mění neúspěch v úspěch.',
      'Legendary Resistance: použito 1, zbývají 2 z 3.',
    ]],
  ])('%s', (language, sentences) => {
    expect(said(language, lich(), [
      { type: 'concentrate', on: 'Bless' }, { type: 'damage', amount: 30 }, { type: 'concentrationSave', roll: 5, legendaryResistance: true },
    ])).toEqual(sentences);
  });
});
