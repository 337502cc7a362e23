// @vitest-environment node
// The log's words agree with the rules texts and with each language's grammar (DESIGN.md,
// principle 8): Torpor is "sem risco de morte" (seed 001), each preset names its own saves, and a
// Czech duration after "za" / "o" takes the accusative ("za 1 hodinu", never "za 1 hodina").
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import cs from '../../../locales/cs/rules.json';
import en from '../../../locales/en/rules.json';
import ptBR from '../../../locales/pt-BR/rules.json';
import { createCreature, dispatch, terminologyContext, type Creature, type PresetId } from '../../rules';
import { describeEvent, type LooseT } from './event-text';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en', fallbackLng: false, showSupportNotice: false, ns: ['rules'], defaultNS: 'rules',
    interpolation: { escapeValue: false },
    resources: { en: { rules: en }, 'pt-BR': { rules: ptBR }, cs: { rules: cs } },
  });
});

type Language = 'en' | 'pt-BR' | 'cs';
const say = (language: Language, type: Parameters<typeof describeEvent>[2]['type'], values: Record<string, string | number> = {}) =>
  describeEvent(i18n.getFixedT(language) as unknown as LooseT, language, { type, values });

/** What the log says when the creature drops to 0 HP, in the words of its sheet. */
function droppingToZero(language: Language, creature: Creature): string {
  const result = dispatch(creature, { type: 'damage', amount: creature.hp.current });
  const dying = result.events.find((event) => event.type === 'dying');
  if (!dying) throw new Error('no dying event');
  return describeEvent(i18n.getFixedT(language) as unknown as LooseT, language, dying, terminologyContext(result.creature));
}

const character = (preset: PresetId, nature?: 'desencarnado') => createCreature({ name: 'Caio', preset, maxHp: 20, role: 'character', nature });

describe('dropping to 0 HP, in the words of each preset', () => {
  it('a desencarnado enters Torpor, "sem risco de morte", with the Salvaguarda de Ancoragem (seed 001)', () => {
    const torpor = droppingToZero('pt-BR', character('plano-espiritual', 'desencarnado'));
    expect(torpor).toContain('Torpor');
    expect(torpor).toContain('sem risco de morte');
    expect(torpor).toContain('Salvaguarda de Ancoragem');
    expect(torpor).not.toMatch(/testes? contra a morte/i);
    expect(droppingToZero('cs', character('plano-espiritual', 'desencarnado'))).toContain('Záchranný hod ukotvení');
    expect(droppingToZero('en', character('plano-espiritual', 'desencarnado'))).toContain('no danger of death');
  });

  it('databook says Testes de Morte; srd-2024 and an incarnate say Salvaguarda contra Morte', () => {
    expect(droppingToZero('pt-BR', character('databook'))).toBe('A 0 PV e Inconsciente: começam os Testes de Morte.');
    expect(droppingToZero('pt-BR', character('srd-2024'))).toBe('A 0 PV e Inconsciente: começam as Salvaguardas contra Morte.');
    expect(droppingToZero('pt-BR', character('plano-espiritual'))).toBe('A 0 PV e Inconsciente: começam as Salvaguardas contra Morte.');
    expect(droppingToZero('cs', character('databook'))).toBe('0 Životů a Bezvědomí: začínají Testy smrti.');
  });
});

describe('time in the log', () => {
  it.each<[number, string]>([[1, 'Čas se posunul o 1 hodinu.'], [2, 'Čas se posunul o 2 hodiny.'], [5, 'Čas se posunul o 5 hodin.'], [48, 'Čas se posunul o 2 dny.']])(
    'cs: %i hours passed, in the accusative', (hours, sentence) => {
      expect(say('cs', 'time-passed', { hours })).toBe(sentence);
    });

  it('cs: waking "za 1 hodinu" (za + accusative)', () => {
    expect(say('cs', 'stabilized', { method: 'medicine', wakeHours: 1 })).toContain('Probuzení za 1 hodinu.');
  });

  it.each<[number, string]>([[1, 'Tempo decorrido: 1 hora.'], [3, 'Tempo decorrido: 3 horas.']])('pt-BR: %i hours passed agree with their number', (hours, sentence) => {
    expect(say('pt-BR', 'time-passed', { hours })).toBe(sentence);
  });
});
