// Words that agree with a person (issue "Words a native speaker would write", "Names that agree"):
// Czech and Portuguese agree adjectives, participles and past tenses with the creature's gender,
// read through i18next's context (src/i18n/agree.ts). This reads every cs and pt-BR locale file and
// fails when a word has a feminine variant but no masculine one (or the reverse), a gender variant
// stands without its plain key (the form read when no gender is said), or a plain value puts
// {{name}} right before a gendered past tense or participle without variants.
import { describe, expect, it } from 'vitest';
import { localeWords as wordsOf } from '../helpers/flatten';

type Words = Record<string, string>;


const GENDER = /_(female|male|neuter)(?=$|_(zero|one|two|few|many|other)$)/;

/** Keys with a gender variant whose pair is missing, and variants with no plain key beside them. */
export function unpaired(words: Words): string[] {
  const wrong: string[] = [];
  for (const key of Object.keys(words)) {
    const match = GENDER.exec(key);
    if (!match) continue;
    const other = { female: 'male', male: 'female', neuter: null }[match[1] as 'female' | 'male' | 'neuter'];
    if (other && !(key.replace(GENDER, `_${other}`) in words)) wrong.push(`${key} has no _${other}`);
    if (!(key.replace(GENDER, '') in words)) wrong.push(`${key} has no plain key (the form for no gender said)`);
  }
  return wrong;
}

/**
 * A name followed by a word that agrees with it: Czech past tenses in -l/-la/-lo ("{{name}} hodil",
 * "uspěl"); Portuguese "está/foi/ficou" + a participle or an adjective in -o/-a ("{{name}} está caído").
 */
const AGREEING: Record<string, RegExp> = {
  // {{name}} as the subject: opening the sentence, or after a colon, a dash or a full stop.
  cs: /(?:^|[.:;!?—]\s)\{\{name\}\} (?:se )?\p{L}+l[aoiy]?\b/u,
  'pt-BR': /(?:^|[.:;!?—]\s)\{\{name\}\} (?:está|foi|ficou|parece) (?:\p{L}+(?:ad|id|íd)[oa]|mort[oa]|ilesa|ileso)\b/u,
};
/** Sentences whose word agrees with a noun, not the person: a creature of the GM's list is "a criatura". */
const AGREES_WITH_A_NOUN = new Set(['gm:library.deleted']);

/** Keys whose plain value puts {{name}} before a gendered word, with no gender variants beside it. */
export function unagreeing(words: Words, language: string): string[] {
  const pattern = AGREEING[language]!;
  return Object.entries(words)
    .filter(([key, value]) => !GENDER.test(key) && !AGREES_WITH_A_NOUN.has(key) && pattern.test(value) && !(`${key}_female` in words))
    .map(([key, value]) => `${key}: ${value}`);
}

/**
 * The log's sentences and the other lines about one creature (what happened to it, a state said as a
 * sentence) need no gender when they have no variants: a noun or a form that does not agree (cs
 * "Smrt: …", "Nový stav …", "Stabilní (…)"; pt-BR "Nocaute: …", "Resgate: …"), never a masculine
 * past tense or participle ("Zemřel", "Získal stav", "Stabilizovaný", "Nocauteado").
 */
const ABOUT_A_CREATURE = new RegExp('^(?:' + [
  String.raw`rules:events\.`,
  String.raw`rules:outcomes\.[^.]+\.description$`,
  String.raw`sheet:preview\.outcomes\.`,
  String.raw`sheet:state\.dispersed\.body$`,
  String.raw`sheet:recuo\.rescue$`,
  String.raw`sheet:stable\.wakesIn$`,
  String.raw`sheet:vitals\.concentrating$`,
  String.raw`gm:errors\.`,
  String.raw`gm:group\.save$`,
  String.raw`table:page\.online$`,
].join('|') + ')');
/** Masculine words about the creature: a list of past tenses and participles, and (cs) a past tense in -l opening a sentence. */
const MASCULINE_ABOUT_A_CREATURE: Record<string, RegExp[]> = {
  cs: [
    /(?<!\p{L})(?:Získal|Zemřel|Ztratil|Padl|Klesl|Utrpěl|Uspěl|Neuspěl|Probudil|Rozptýlil|nezískal|Stabilizovaný|Vyřazený|Knokautovaný|Zachráněn|Oživen|Odloučený|Připojený|Mrtvý|Zajatý|\p{L}+(?:ova|e|ě)ný)(?!\p{L})/iu,
    /(?:^|[.:;!?—]\s)\p{Lu}\p{Ll}*l(?!\p{L})/u,
  ],
  'pt-BR': [
    /(?<!\p{L})(?:Estabilizado|Caído|Derrubado|Morto|Nocauteado|Resgatado|Revivificado|Separado|Concentrado|Conectado|Tratado)(?![\p{L}-])/iu,
  ],
};
/** A clause whose subject is the noun (cs "Tvor není mrtvý", pt-BR "A criatura não está morta") agrees with that noun. */
const NOUN_SUBJECT: Record<string, RegExp> = {
  cs: /(?<!\p{L})tvor(?!\p{L})[^.:;]*/giu,
  'pt-BR': /(?<!\p{L})a criatura(?!\p{L})[^.:;]*/giu,
};

/** Keys about a creature, without gender variants, whose value says a masculine past tense or participle about it. */
export function masculineAboutACreature(words: Words, language: string): string[] {
  return Object.entries(words)
    .filter(([key]) => ABOUT_A_CREATURE.test(key) && !GENDER.test(key) && !(`${key}_female` in words))
    .filter(([, value]) => MASCULINE_ABOUT_A_CREATURE[language]!.some((pattern) => pattern.test(value.replace(NOUN_SUBJECT[language]!, ''))))
    .map(([key, value]) => `${key}: ${value}`);
}

describe.each(['cs', 'pt-BR'])('%s: words that agree with a person', (language) => {
  const words = wordsOf(language);

  it('a feminine variant has its masculine one and the reverse, each beside a plain key', () => {
    expect(unpaired(words)).toEqual([]);
  });

  it('no plain value puts {{name}} before a gendered past tense or participle', () => {
    expect(unagreeing(words, language)).toEqual([]);
  });

  it('the log and the other sentences about a creature need no gender: no masculine past tense or participle', () => {
    expect(masculineAboutACreature(words, language)).toEqual([]);
  });

  it('the plain key is a form that needs no gender: it differs from both the feminine and the masculine', () => {
    const same = Object.keys(words).filter((key) => key.endsWith('_female'))
      .map((key) => key.slice(0, -'_female'.length))
      // A condition's plain key is its name in the pickers and the rules' texts (Caído, Sražený).
      .filter((plain) => !/^rules:(conditions|conditionShort)\./.test(plain))
      .filter((plain) => words[plain] === words[`${plain}_female`] || words[plain] === words[`${plain}_male`]);
    expect(same).toEqual([]);
  });
});

describe('the checks fail on the sentences they are for', () => {
  it('a _female without _male, a _male without _female, a variant without its plain key', () => {
    expect(unpaired({ 'gm:status.dead': 'Bez života', 'gm:status.dead_female': 'Mrtvá' })).toEqual(['gm:status.dead_female has no _male']);
    expect(unpaired({ 'gm:status.dead': 'Sem vida', 'gm:status.dead_male': 'Morto' })).toEqual(['gm:status.dead_male has no _female']);
    expect(unpaired({ 'gm:x_neuter': 'Mrtvé' })).toEqual(['gm:x_neuter has no plain key (the form for no gender said)']);
    expect(unpaired({ 'gm:x': 'Bez života', 'gm:x_female': 'Mrtvá', 'gm:x_male': 'Mrtvý', 'gm:x_neuter': 'Mrtvé' })).toEqual([]);
  });

  it('cs "{{name}} hodil {{roll}}" and "{{name}} uspěl" without variants; pt-BR "{{name}} está caído"', () => {
    expect(unagreeing({ 'gm:deathSave.outcome': '{{name}} hodil {{roll}}: {{result}}' }, 'cs')).toHaveLength(1);
    expect(unagreeing({ 'gm:group.savedFor': '{{name}} uspěla v záchranném hodu' }, 'cs')).toHaveLength(1);
    expect(unagreeing({ 'gm:x': '{{name}} está caído.' }, 'pt-BR')).toHaveLength(1);
    // The neutral form, and a plain key with its variants, pass.
    expect(unagreeing({ 'gm:deathSave.outcome': '{{name}}: padlo {{roll}}, {{result}}' }, 'cs')).toEqual([]);
    expect(unagreeing({ 'gm:o': '{{name}} hodil {{roll}}', 'gm:o_female': '{{name}} hodila {{roll}}', 'gm:o_male': '{{name}} hodil {{roll}}' }, 'cs')).toEqual([]);
    expect(unagreeing({ 'gm:x': '{{name}} tirou {{roll}}' }, 'pt-BR')).toEqual([]);
  });

  it('cs "Zemřel", "Získal stav", "Stabilizovaný" and pt-BR "Nocauteado", "Resgatado" in the log, without variants', () => {
    const cs = {
      'rules:events.died': 'Zemřel: {{cause}}.',
      'rules:events.condition-added': 'Získal stav {{condition}} do odebrání.',
      'rules:events.stabilized': 'Stabilizovaný ({{method}}).',
      'rules:events.condition-immune': 'Imunita vůči stavu {{condition}}: stav nezískal.',
      'rules:events.recuo-woke': 'Probudil se z Recuo.',
      'sheet:preview.outcomes.knocked-out': 'Knokautovaný.',
      'gm:errors.not-dead': 'Není mrtvý.',
    };
    expect(masculineAboutACreature(cs, 'cs')).toHaveLength(Object.keys(cs).length);
    const ptBR = {
      'rules:events.knocked-out': 'Nocauteado: 1 PV e Inconsciente.',
      'rules:events.rescued': 'Resgatado: desperta com 1 PV.',
      'rules:events.stabilized': 'Estabilizado ({{method}}).',
      'gm:errors.not-dead': 'Não está morto.',
    };
    expect(masculineAboutACreature(ptBR, 'pt-BR')).toHaveLength(Object.keys(ptBR).length);
    // The neutral forms, a clause about the noun, a key outside the log and a key with its variants pass.
    expect(masculineAboutACreature({
      'rules:events.died': 'Smrt: {{cause}}.',
      'rules:events.condition-added': 'Nový stav {{condition}}, do odebrání.',
      'rules:events.stabilized': 'Stabilní ({{method}}).',
      'rules:events.death-save': 'Padlo {{roll}}: {{result}}.',
      'rules:events.failures-removed_one': 'Odebrán {{count}} neúspěch.',
      'gm:errors.not-dead': 'Tvor není mrtvý.',
      'rules:conditions.prone': 'Sražený',
      'gm:o': 'Zemřel.', 'gm:o_female': 'Zemřela.', 'gm:o_male': 'Zemřel.',
    }, 'cs')).toEqual([]);
    expect(masculineAboutACreature({
      'rules:events.died': 'Morreu: {{cause}}.',
      'rules:events.knocked-out': 'Nocaute: 1 PV e Inconsciente.',
      'rules:events.undead-fortitude': 'Fortitude de Morto-Vivo: {{sum}}.',
      'gm:errors.not-dead': 'A criatura não está morta.',
    }, 'pt-BR')).toEqual([]);
  });
});
