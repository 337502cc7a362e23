// @vitest-environment node
// The log's sentences for conditions, their durations and concentration (issue 13; shared/RULES.md
// "Conditions and concentration"), in en, pt-BR and cs. The events come from the rules
// themselves (dispatch), the words from the real locale files; the expected sentences are
// written from the rule texts and the D&D 2024 terms of each language.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import cs from '../../../locales/cs/rules.json';
import en from '../../../locales/en/rules.json';
import ptBR from '../../../locales/pt-BR/rules.json';
import { createCreature, dispatch, type Action, type Creature, type RulesEvent } from '../../rules';
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

const hero = (init: { maxHp?: number; role?: 'character' | 'minion' } = {}): Creature =>
  createCreature({ name: 'Aria', preset: 'srd-2024', maxHp: init.maxHp ?? 40, role: init.role });

/** Plays the actions and returns the events of the last one (every action must be accepted). */
function eventsOf(creature: Creature, actions: Action[]): RulesEvent[] {
  let c = creature;
  let events: RulesEvent[] = [];
  for (const action of actions) {
    const result = dispatch(c, action);
    if (result.error) throw new Error(`${JSON.stringify(action)} refused: ${result.error.code}`);
    c = result.creature;
    events = result.events;
  }
  return events;
}

/** The last action's events as the log shows them, one sentence each. */
function said(language: Language, actions: Action[], creature = hero()): string[] {
  const t = i18n.getFixedT(language, 'rules') as unknown as LooseT;
  return eventsOf(creature, actions).map((event) => describeEvent(t, language, event));
}

describe('condition-added says how long the condition lasts', () => {
  it.each<[Language, string]>([
    ['en', 'Gained Prone until removed.'],
    ['pt-BR', 'Recebeu a condição Caído até ser removida.'],
    ['cs', 'Nový stav Sražený, do odebrání.'],
  ])('%s: a condition without a duration lasts until removed', (language, sentence) => {
    expect(said(language, [{ type: 'addCondition', condition: 'prone' }])).toEqual([sentence]);
  });

  it.each<[Language, number, string]>([
    ['en', 1, 'Gained Restrained for 1 round.'],
    ['en', 3, 'Gained Restrained for 3 rounds.'],
    ['pt-BR', 1, 'Recebeu a condição Impedido por 1 rodada.'],
    ['pt-BR', 3, 'Recebeu a condição Impedido por 3 rodadas.'],
    ['cs', 1, 'Nový stav Zadržený na 1 kolo.'],
    ['cs', 3, 'Nový stav Zadržený na 3 kola.'],
    ['cs', 5, 'Nový stav Zadržený na 5 kol.'],
  ])('%s: N rounds, in the plural form of the language (%i)', (language, rounds, sentence) => {
    expect(said(language, [{ type: 'addCondition', condition: 'restrained', duration: { kind: 'rounds', rounds } }])).toEqual([sentence]);
  });

  it.each<[Language, 'start' | 'end', string]>([
    ['en', 'start', "Gained Frightened until the start of Ogre's next turn."],
    ['en', 'end', "Gained Frightened until the end of Ogre's next turn."],
    ['pt-BR', 'start', 'Recebeu a condição Amedrontado até o início do próximo turno de Ogre.'],
    ['pt-BR', 'end', 'Recebeu a condição Amedrontado até o fim do próximo turno de Ogre.'],
    ['cs', 'start', 'Nový stav Vyděšený do začátku příštího tahu tvora Ogre.'],
    ['cs', 'end', 'Nový stav Vyděšený do konce příštího tahu tvora Ogre.'],
  ])('%s: until the %s of a named creature\'s next turn', (language, edge, sentence) => {
    const duration = { kind: 'turn' as const, edge, of: 'sheet-ogre', name: 'Ogre' };
    expect(said(language, [{ type: 'addCondition', condition: 'frightened', duration }])).toEqual([sentence]);
  });

  it.each<[Language, string]>([
    ['en', 'Gained Paralyzed until a Wisdom save DC 13 succeeds, made at the end of each of its turns.'],
    ['pt-BR', 'Recebeu a condição Paralisado até ter sucesso numa salvaguarda de Sabedoria CD 13, feita no fim de cada um dos seus turnos.'],
    ['cs', 'Nový stav Paralyzovaný, dokud neuspěje: záchranný hod na Moudrost se SO 13 na konci každého svého tahu.'],
  ])('%s: until a save (ability and DC) made at the end of the creature\'s turn', (language, sentence) => {
    const duration = { kind: 'save' as const, ability: 'wis' as const, dc: 13 };
    expect(said(language, [{ type: 'addCondition', condition: 'paralyzed', duration }])).toEqual([sentence]);
  });
});

describe('condition-removed says why the condition ended', () => {
  it.each<[Language, string[]]>([
    ['en', ['Unconscious ended (removed by hand).', 'Unconscious ended: it wakes up and stays Prone.']],
    ['pt-BR', ['A condição Inconsciente terminou (removida manualmente).', 'A condição Inconsciente terminou: desperta, mas continua com a condição Caído.']],
    ['cs', ['Stav Bezvědomí skončil (odebrán ručně).', 'Stav Bezvědomí skončil: probouzí se, ale zůstává ve stavu Sražený.']],
  ])('%s: RULES.md, when Unconscious ends the creature stays Prone', (language, sentences) => {
    expect(said(language, [{ type: 'addCondition', condition: 'unconscious' }, { type: 'removeCondition', condition: 'unconscious' }])).toEqual(sentences);
  });

  it.each<[Language, string[]]>([
    ['en', ['Gained Blinded for 1 round.', 'Blinded ended (its duration is over).']],
    ['pt-BR', ['Recebeu a condição Cego por 1 rodada.', 'A condição Cego terminou (fim da duração).']],
    ['cs', ['Nový stav Oslepený na 1 kolo.', 'Stav Oslepený skončil (uplynula doba trvání).']],
  ])('%s: a duration of rounds ends at the end of the creature\'s own turn', (language, sentences) => {
    const give: Action = { type: 'addCondition', condition: 'blinded', duration: { kind: 'rounds', rounds: 1 } };
    expect(said(language, [give])).toEqual(sentences.slice(0, 1));
    expect(said(language, [give, { type: 'turnEdge', edge: 'end', of: 'self', self: true }])).toEqual(sentences.slice(1));
  });

  it.each<[Language, string[]]>([
    ['en', ['Gained Petrified until removed.', 'Poisoned ended (Petrified makes it immune).']],
    ['pt-BR', ['Recebeu a condição Petrificado até ser removida.', 'A condição Envenenado terminou (a condição Petrificado dá imunidade a ela).']],
    ['cs', ['Nový stav Zkamenělý, do odebrání.', 'Stav Otrávený skončil (stav Zkamenělý dává vůči němu imunitu).']],
  ])('%s: srd-2024 Petrified, immunity to the Poisoned condition ends it', (language, sentences) => {
    expect(said(language, [{ type: 'addCondition', condition: 'poisoned' }, { type: 'addCondition', condition: 'petrified' }])).toEqual(sentences);
  });

  it.each<[Language, string]>([
    ['en', 'Immune to Poisoned while Petrified: not gained.'],
    ['pt-BR', 'Imune à condição Envenenado enquanto tem a condição Petrificado: não a recebe.'],
    ['cs', 'Imunita vůči stavu Otrávený díky stavu Zkamenělý: stav se neuplatní.'],
  ])('%s: srd-2024 Petrified, a Petrified creature does not become Poisoned (a log written before such an addCondition was refused)', (language, sentence) => {
    const t = i18n.getFixedT(language, 'rules') as unknown as LooseT;
    expect(describeEvent(t, language, { type: 'condition-immune', values: { condition: 'poisoned' } })).toBe(sentence);
  });
});

describe('rounds left and saves at the end of a turn', () => {
  it.each<[Language, number, string]>([
    ['en', 2, 'Grappled: 1 round left.'],
    ['en', 3, 'Grappled: 2 rounds left.'],
    ['pt-BR', 2, 'Agarrado: resta 1 rodada.'],
    ['pt-BR', 3, 'Agarrado: restam 2 rodadas.'],
    ['cs', 2, 'Uchopený: zbývá 1 kolo.'],
    ['cs', 3, 'Uchopený: zbývají 2 kola.'],
    ['cs', 6, 'Uchopený: zbývá 5 kol.'],
  ])('%s: one round is spent at the end of the creature\'s own turn (from %i)', (language, rounds, sentence) => {
    const actions: Action[] = [
      { type: 'addCondition', condition: 'grappled', duration: { kind: 'rounds', rounds } },
      { type: 'turnEdge', edge: 'end', of: 'self', self: true },
    ];
    expect(said(language, actions)).toEqual([sentence]);
  });

  it.each<[Language, string[], string[]]>([
    ['en',
      ['Stunned: Constitution save, 14 + 2 = 16 against DC 15, success.', 'Stunned ended (a successful save).'],
      ['Stunned: Constitution save, 12 + 2 = 14 against DC 15, failure.']],
    ['pt-BR',
      ['Atordoado: salvaguarda de Constituição, 14 + 2 = 16 contra CD 15, sucesso.', 'A condição Atordoado terminou (salvaguarda bem-sucedida).'],
      ['Atordoado: salvaguarda de Constituição, 12 + 2 = 14 contra CD 15, falha.']],
    ['cs',
      ['Omráčený: záchranný hod na Odolnost, 14 + 2 = 16 proti SO 15, úspěch.', 'Stav Omráčený skončil (úspěšný záchranný hod).'],
      ['Omráčený: záchranný hod na Odolnost, 12 + 2 = 14 proti SO 15, neúspěch.']],
  ])('%s: a save of the condition\'s ability and DC; total >= DC ends it', (language, passed, failed) => {
    const give: Action = { type: 'addCondition', condition: 'stunned', duration: { kind: 'save', ability: 'con', dc: 15 } };
    expect(said(language, [give, { type: 'conditionSave', condition: 'stunned', roll: 14, bonus: 2 }])).toEqual(passed);
    expect(said(language, [give, { type: 'conditionSave', condition: 'stunned', roll: 12, bonus: 2 }])).toEqual(failed);
  });
});

describe('concentration', () => {
  // RULES.md: DC max(10, ⌊damage ÷ 2⌋), at most 30: 12 → 10, 27 → 13, 70 → 30.
  it.each<[Language, number, string]>([
    ['en', 12, 'Concentration on Bless: Constitution save DC 10 (12 damage).'],
    ['en', 27, 'Concentration on Bless: Constitution save DC 13 (27 damage).'],
    ['pt-BR', 27, 'Concentração em Bless: salvaguarda de Constituição CD 13 (27 de dano).'],
    ['cs', 70, 'Soustředění na Bless: záchranný hod na Odolnost se SO 30 (70 zranění).'],
  ])('%s: damage taken while concentrating asks for a Constitution save (%i damage)', (language, amount, sentence) => {
    const events = said(language, [{ type: 'concentrate', on: 'Bless' }, { type: 'damage', amount }], hero({ maxHp: 100 }));
    expect(events.at(-1)).toBe(sentence);
  });

  it.each<[Language, string[]]>([
    ['en', ['Concentration on Bless: Constitution save, 5 + 2 = 7 against DC 13, failure.', 'Concentration on Bless ended (the save failed).']],
    ['pt-BR', ['Concentração em Bless: salvaguarda de Constituição, 5 + 2 = 7 contra CD 13, falha.', 'A Concentração em Bless terminou (falhou na salvaguarda).']],
    ['cs', ['Soustředění na Bless: záchranný hod na Odolnost, 5 + 2 = 7 proti SO 13, neúspěch.', 'Soustředění na Bless skončilo (neúspěšný záchranný hod).']],
  ])('%s: a failed save ends concentration', (language, sentences) => {
    const actions: Action[] = [{ type: 'concentrate', on: 'Bless' }, { type: 'damage', amount: 27 }, { type: 'concentrationSave', roll: 5, bonus: 2 }];
    expect(said(language, actions)).toEqual(sentences);
  });

  it.each<[Language, string]>([
    ['en', 'Concentration on Bless: Constitution save, 11 + 2 = 13 against DC 13, success.'],
    ['pt-BR', 'Concentração em Bless: salvaguarda de Constituição, 11 + 2 = 13 contra CD 13, sucesso.'],
    ['cs', 'Soustředění na Bless: záchranný hod na Odolnost, 11 + 2 = 13 proti SO 13, úspěch.'],
  ])('%s: a save that meets the DC keeps concentration', (language, sentence) => {
    const actions: Action[] = [{ type: 'concentrate', on: 'Bless' }, { type: 'damage', amount: 27 }, { type: 'concentrationSave', roll: 11, bonus: 2 }];
    expect(said(language, actions)).toEqual([sentence]);
  });

  it.each<[Language, string, string]>([
    ['en', 'Concentrating on Bless.', 'Concentrating on Haste; the concentration on Bless ended.'],
    ['pt-BR', 'Concentrando-se em Bless.', 'Concentrando-se em Haste; a Concentração em Bless terminou.'],
    ['cs', 'Soustředí se na Bless.', 'Soustředí se na Haste; Soustředění na Bless skončilo.'],
  ])('%s: taking a second concentration effect ends the first', (language, first, second) => {
    expect(said(language, [{ type: 'concentrate', on: 'Bless' }])).toEqual([first]);
    expect(said(language, [{ type: 'concentrate', on: 'Bless' }, { type: 'concentrate', on: 'Haste' }])).toEqual([second]);
  });

  it.each<[Language, string, string, string, string]>([
    ['en', 'Concentration on Bless ended (ended by hand).', 'Concentration on Bless ended (Incapacitated).',
      'Concentration on Bless ended (0 HP).', 'Concentration on Bless ended (out of play).'],
    ['pt-BR', 'A Concentração em Bless terminou (encerrada manualmente).', 'A Concentração em Bless terminou (condição Incapacitado).',
      'A Concentração em Bless terminou (0 PV).', 'A Concentração em Bless terminou (fora de jogo).'],
    ['cs', 'Soustředění na Bless skončilo (ukončeno ručně).', 'Soustředění na Bless skončilo (stav Neschopný).',
      'Soustředění na Bless skončilo (0 Životů).', 'Soustředění na Bless skončilo (mimo hru).'],
  ])('%s: concentration ends by hand, on Incapacitated (Stunned includes it), at 0 HP and out of play', (language, byHand, incapacitated, zero, out) => {
    const concentrate: Action = { type: 'concentrate', on: 'Bless' };
    expect(said(language, [concentrate, { type: 'endConcentration' }])).toEqual([byHand]);
    expect(said(language, [concentrate, { type: 'addCondition', condition: 'stunned' }]).at(-1)).toBe(incapacitated);
    expect(said(language, [concentrate, { type: 'damage', amount: 40 }]).at(-1)).toBe(zero);
    // srd-2024: a monster (minion) dies at 0 HP.
    expect(said(language, [concentrate, { type: 'damage', amount: 40 }], hero({ role: 'minion' })).at(-1)).toBe(out);
  });
});

describe('every new sentence is whole', () => {
  const sequences: Action[][] = [
    [{ type: 'addCondition', condition: 'charmed', duration: { kind: 'save', ability: 'cha', dc: 30 } }],
    [{ type: 'addCondition', condition: 'deafened', duration: { kind: 'rounds', rounds: 10_000 } }],
    [{ type: 'addCondition', condition: 'invisible' }, { type: 'removeCondition', condition: 'invisible' }],
    [{ type: 'concentrate', on: 'Bless' }, { type: 'damage', amount: 12 }],
  ];
  it.each<Language>(['en', 'pt-BR', 'cs'])('%s: no key, placeholder or nesting left unresolved', (language) => {
    for (const actions of sequences) {
      for (const sentence of said(language, actions)) expect(sentence).not.toMatch(/\{\{|\$t\(|rules:|conditions\.|abilit/);
    }
  });

  it('numbers are written as the language writes them (10,000 · 10.000 · 10 000)', () => {
    const actions: Action[] = [{ type: 'addCondition', condition: 'deafened', duration: { kind: 'rounds', rounds: 10_000 } }];
    expect(said('en', actions)).toEqual(['Gained Deafened for 10,000 rounds.']);
    expect(said('pt-BR', actions)).toEqual(['Recebeu a condição Surdo por 10.000 rodadas.']);
    expect(said('cs', actions)).toEqual(['Nový stav Ohlušený na 10\u00a0000 kol.']);
  });
});

describe('Hit Point Dice and saves with their bonus (RULES.md "Hit Point Dice, saving throws and condition immunities")', () => {
  const fighter = () => createCreature({ name: 'Tor', preset: 'srd-2024', maxHp: 40, abilities: { con: 2 }, saves: { con: 5 }, hitDice: { d10: 3, d8: 2 } });

  it.each<[Language, string]>([
    ['en', 'd10: 7 + 2 = 9 HP. 2 of 3 d10 left.'],
    ['pt-BR', 'd10: 7 + 2 = 9 PV. d10 restantes: 2 de 3.'],
    ['cs', 'd10: léčení 7 + 2 = 9. Zbylé d10: 2 z 3.'],
  ])('%s: a die spent says its roll, the Constitution modifier, what it heals and what is left', (language, sentence) => {
    const events = said(language, [{ type: 'damage', amount: 30 }, { type: 'spendHitDie', die: 10, roll: 7 }], fighter());
    expect(events[0]).toBe(sentence);
  });

  it.each<[Language, string]>([
    ['en', 'd8: 1 − 3, at least 1 HP. 1 of 2 d8 left.'],
    ['pt-BR', 'd8: 1 − 3, no mínimo 1 PV. d8 restantes: 1 de 2.'],
    ['cs', 'd8: léčení 1 − 3, aspoň 1. Zbylé d8: 1 z 2.'],
  ])('%s: a negative Constitution still heals at least 1', (language, sentence) => {
    const frail = createCreature({ name: 'Bix', preset: 'srd-2024', maxHp: 20, abilities: { con: -3 }, hitDice: { d8: 2 } });
    expect(said(language, [{ type: 'damage', amount: 10 }, { type: 'spendHitDie', die: 8, roll: 1 }], frail)[0]).toBe(sentence);
  });

  it.each<[Language, string]>([
    ['en', 'All Hit Point Dice are back (regained: 2).'],
    ['pt-BR', 'Todos os Dados de Pontos de Vida voltaram (recuperados: 2).'],
    ['cs', 'Všechny Kostky životů jsou zpět (obnoveno: 2).'],
  ])('%s: a Long Rest says the dice came back', (language, note) => {
    const actions: Action[] = [{ type: 'damage', amount: 30 }, { type: 'spendHitDie', die: 10, roll: 3 }, { type: 'spendHitDie', die: 8, roll: 3 }, { type: 'longRest' }];
    const longRest = said(language, actions, fighter()).find((sentence) => sentence.includes(note));
    expect(longRest).toBeDefined();
  });

  it.each<[Language, string]>([
    ['en', 'Concentration on Bless: Constitution save, 12 + 5 = 17 against DC 13, success.'],
    ['pt-BR', 'Concentração em Bless: salvaguarda de Constituição, 12 + 5 = 17 contra CD 13, sucesso.'],
    ['cs', 'Soustředění na Bless: záchranný hod na Odolnost, 12 + 5 = 17 proti SO 13, úspěch.'],
  ])('%s: a save without a typed bonus adds the sheet\'s, and says it', (language, sentence) => {
    const actions: Action[] = [{ type: 'concentrate', on: 'Bless' }, { type: 'damage', amount: 27 }, { type: 'concentrationSave', roll: 12 }];
    expect(said(language, actions, fighter())).toEqual([sentence]);
  });
});
