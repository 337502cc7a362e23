// One voice per language (locales/README.md "Voice"): Czech speaks to the user as "ty", Brazilian
// Portuguese as "você" and in Brazilian usage, and the shinobi word "jutsu" belongs to the databook
// preset only (DESIGN.md principle 8: one word for one thing, and the right word for the game).
// Each check is first shown catching sentences the style rules call wrong, then run on every string.
import { describe, expect, it } from 'vitest';
import { createCreature, terminologyContext } from '../../src/rules';
import { LANGUAGES, type Language } from '../../src/store/types';
import { localeWords as wordsOf } from '../helpers/flatten';



/** What the user reads: interpolation names ({{date}}), nestings ($t(...)) and addresses (wss://…) are not words. */
const readable = (text: string) =>
  text.replace(/\$t\([^)]*\)/g, ' ').replace(/\{\{[^}]*\}\}/g, ' ').replace(/\b[a-z]+:\/\/\S*/gi, ' ');
const wordsIn = (text: string) => readable(text).match(/\p{L}+/gu) ?? [];

/** Checks every string of a language; returns `key: "found" in value` for each hit. */
function scan(language: Language, check: (text: string) => string[]): string[] {
  return Object.entries(wordsOf(language)).flatMap(([key, value]) => check(value).map((hit) => `${key}: "${hit}" in ${value}`));
}

// ── Czech: ty, never vy ──────────────────────────────────────────────────────────────────────────

/** The vy pronoun and its possessive in every case (vás, vám, váš, vaše, vašeho…). */
const VY = new Set(['vy', 'vás', 'vám', 'vámi', 'váš', 'vaše', 'vaši', 'vaší', 'vašeho', 'vašemu', 'vašem', 'vaším', 'vašich', 'vašim', 'vašimi']);
/**
 * Every second-person plural verb ends in -te: the imperative (udělejte, zkuste, klepněte, vyberte,
 * otevřete, zadejte, počkejte, exportujte) and the present, past and conditional (máte, můžete,
 * chcete, jste, byste). The ty forms never do (udělej, máš, jsi, bys), so a word ending in -te is
 * the vy voice unless it is a noun or a loanword; those few are listed here, each with its reason.
 */
const NOT_A_VERB = new Map<string, string>([
  ['bulette', 'a monster whose English name some tables keep'],
  ['sprite', 'a monster whose English name some tables keep'],
  ['karate', 'a noun, a loanword'],
]);

function czechFormal(text: string): string[] {
  return wordsIn(text).filter((word) => {
    const lower = word.toLocaleLowerCase('cs');
    return VY.has(lower) || (/te$/u.test(lower) && lower.length > 2 && !NOT_A_VERB.has(lower));
  });
}

describe('cs speaks to the user as ty', () => {
  it('the check catches the vy voice and lets ty through', () => {
    expect(czechFormal('Zkuste stránku načíst znovu a udělejte si export.')).toEqual(['Zkuste', 'udělejte']);
    expect(czechFormal('Klepněte na Vyberte, otevřete soubor, zadejte kód, počkejte.')).toEqual(['Klepněte', 'Vyberte', 'otevřete', 'zadejte', 'počkejte']);
    expect(czechFormal('Hned si deníky exportujte, pokud to nepotřebujete.')).toEqual(['exportujte', 'nepotřebujete']);
    expect(czechFormal('Máte 3 životy, můžete hrát, jste na tahu, co chcete?')).toEqual(['Máte', 'můžete', 'jste', 'chcete']);
    expect(czechFormal('Vaše data patří vám; pro vás je to zde.')).toEqual(['Vaše', 'vám', 'vás']);
    expect(czechFormal('Zkus to znovu, udělej export, klepni, vyber, otevři, zadej, počkej. Tvoje data: máš, můžeš, jsi, chceš.')).toEqual([]);
    expect(czechFormal('Exportováno {{date}} z Databooku; adresa wss://example.net/route; Bulette.')).toEqual([]);
  });

  it('no string says vy, vás, vaše or a verb in -te', () => {
    expect(scan('cs', czechFormal)).toEqual([]);
  });
});

// ── Jutsu: the databook preset's word ────────────────────────────────────────────────────────────

/** A key read only under the databook preset: i18next's `_databook` context, maybe before a gender and a plural suffix. */
const DATABOOK_KEY = /_databook(?:_(?:female|male|neuter))?(?:_(?:zero|one|two|few|many|other))?$/;

describe('jutsu only under the databook preset', () => {
  it('databook is the context terminologyContext gives a databook creature', () => {
    expect(terminologyContext(createCreature({ name: 'Kaito', preset: 'databook', maxHp: 20, role: 'character' }))).toBe('databook');
  });

  it.each(LANGUAGES)('%s: "jutsu" appears in databook-context keys only, and each has a default without it', (language) => {
    const words = wordsOf(language);
    const wrong: string[] = [];
    for (const [key, value] of Object.entries(words)) {
      if (!/jutsu/iu.test(value)) continue;
      if (!DATABOOK_KEY.test(key)) wrong.push(`${key}: ${value}`);
      // The same key for the other presets (with the same gender, or the plain one): there, and in the other games' words.
      if (!DATABOOK_KEY.test(key)) continue;
      const others = [key.replace(/_databook/, ''), key.replace(/_databook(?:_(?:female|male|neuter))?/, '')];
      const fallback = others.find((other) => words[other] !== undefined);
      if (fallback === undefined || /jutsu/iu.test(words[fallback] ?? '')) wrong.push(`${fallback ?? others[1]}: no default without jutsu`);
    }
    expect(wrong).toEqual([]);
  });
});

// ── pt-BR: você, in Brazilian usage ──────────────────────────────────────────────────────────────

const ESTAR = '(?:estou|está|estás|estamos|estão|estava|estavam|esteja|estejam|estiver|estiverem|estar|estando)';
/**
 * European Portuguese puts "a" between estar and a state or an action: "está a 0 PV", "está a
 * {{hp}} PV", "estão a fazer". Brazilians write "está com 0 PV", "estão fazendo". A distance keeps
 * its "a" ("está a 1,5 m", "está a {{distance}}"), and "a par" is no infinitive.
 */
const ESTAR_A_NUMBER = new RegExp(
  `(?<!\\p{L})${ESTAR}\\s+a\\s+(?:\\{\\{(?!distance)[^}]*\\}\\}|\\d+(?:[.,]\\d+)?(?![.,]?\\d))(?!\\s*(?:m|km|metros?)(?!\\p{L}))`, 'giu');
const ESTAR_A_INFINITIVE = new RegExp(`(?<!\\p{L})(?:${ESTAR}|anda|andam|andava)\\s+a\\s+(?!par(?!\\p{L}))\\p{L}+(?:ar|er|ir|or)(?!\\p{L})`, 'giu');
/** The tu voice: its pronouns and a few of its verbs (Brazilian screens say você, seu, pode, tem). */
const TU = /(?<!\p{L})(?:tu|teu|tua|teus|tuas|contigo|vós|vosso|vossa|vossos|vossas|podes|queres|tens|estás|fazes|sabes|precisas)(?!\p{L})/giu;
/** Words of Portugal where Brazil has its own (tela, celular, registro, usuário, arquivo, seção, contato, compartilhar, baixar, ônibus, bônus). */
const EUROPEAN = /(?<!\p{L})(?:ecrã|ecrãs|telemóve(?:l|is)|registos?|registar|utilizador\p{L}*|ficheiros?|secç(?:ão|ões)|contactos?|partilh\p{L}*|descarreg\p{L}*|autocarros?|bónus|anónim\p{L}*)(?!\p{L})/giu;

const matches = (pattern: RegExp) => (text: string) => [...text.matchAll(pattern)].map((match) => match[0]);
const estarA = (text: string) => [...matches(ESTAR_A_NUMBER)(text), ...matches(ESTAR_A_INFINITIVE)(text)];
const tu = matches(TU);
const european = (text: string) => matches(EUROPEAN)(readable(text));

describe('pt-BR speaks as Brazilians do', () => {
  it('the checks catch European Portuguese and let Brazilian through', () => {
    expect(estarA('Não está a 0 PV.')).toEqual(['está a 0']);
    expect(estarA('Bia está a {{hp}} PV; os dois estão a 0.')).toEqual(['está a {{hp}}', 'estão a 0']);
    expect(estarA('Os aparelhos estão a conectar; o Mestre está a rolar.')).toEqual(['estão a conectar', 'está a rolar']);
    expect(estarA('Está com 0 PV, o atacante está a até 1,5 m, o alvo está a 30 m, o outro está a 1,5 m, está a {{distance}}, está a par.')).toEqual([]);
    expect(tu('Tu podes escolher a tua ficha; queres?')).toEqual(['Tu', 'podes', 'tua', 'queres']);
    expect(tu('Você pode escolher a sua ficha.')).toEqual([]);
    expect(european('Toque no ecrã do telemóvel, abra o ficheiro, veja o registo do utilizador, partilhe.')).toEqual(['ecrã', 'telemóvel', 'ficheiro', 'registo', 'utilizador', 'partilhe']);
    expect(european('Toque na tela do celular, abra o arquivo, veja o registro do usuário, compartilhe.')).toEqual([]);
  });

  it('no string says "está a 0 PV", "está a {{…}}" or "estão a fazer"', () => {
    expect(scan('pt-BR', estarA)).toEqual([]);
  });

  it('no string says tu, teu, podes', () => {
    expect(scan('pt-BR', tu)).toEqual([]);
  });

  it.each(['pt-BR', 'cs'] as const)('%s: no word of Portugal (ecrã, telemóvel, registo, utilizador, ficheiro)', (language) => {
    expect(scan(language, european)).toEqual([]);
  });
});
