import { useTranslation } from 'react-i18next';
import type { GmT } from '../gm-t';
import type { StatBlock } from '../library/library-types';
import { signedNumber } from './action-text';
import { ActionChips } from './monster-turn';
import { useCombatantBlock } from './stat-blocks';

const SPEEDS = ['walk', 'burrow', 'climb', 'fly', 'swim'] as const;
const SENSES = ['blindsight', 'darkvision', 'tremorsense', 'truesight'] as const;

const SKILLS = [
  'acrobatics', 'animal_handling', 'arcana', 'athletics', 'deception', 'history', 'insight', 'intimidation', 'investigation',
  'medicine', 'nature', 'perception', 'performance', 'persuasion', 'religion', 'sleight_of_hand', 'stealth', 'survival',
] as const;
type Skill = (typeof SKILLS)[number];
const isSkill = (id: string): id is Skill => (SKILLS as readonly string[]).includes(id);

/**
 * A distance of the stat block, given in feet: in feet in English, in metres where the
 * language's D&D books use them (1.5 m for every 5 ft).
 */
function distance(feet: number, t: GmT, language: string): string {
  const meters = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format((feet / 5) * 1.5);
  return t('statBlock.distance', { feet, meters });
}

/** "30 ft., Fly 60 ft. (hover)": the speeds, as the SRD writes them. */
function speedText(block: StatBlock, t: GmT, language: string): string {
  return SPEEDS.flatMap((kind) => {
    const feet = block.speed[kind];
    if (feet === undefined || feet === null) return [];
    const text = t(`statBlock.speeds.${kind}`, { distance: distance(feet, t, language) });
    return [kind === 'fly' && block.speed.hover ? `${text} ${t('statBlock.hover')}` : text];
  }).join(', ');
}

function sensesText(block: StatBlock, t: GmT, language: string): string {
  const senses = SENSES.flatMap((kind) => {
    const feet = block.senses[kind];
    return feet ? [t(`statBlock.senses.${kind}`, { distance: distance(feet, t, language) })] : [];
  });
  return [...senses, t('statBlock.passivePerception', { value: block.senses.passivePerception })].join(', ');
}

/**
 * A creature's stat block in its row's expanded part: speed, senses, languages, skills, traits,
 * and every action, each one tap from resolving it (any row's ▾, whoever's turn it is).
 */
export function StatBlockView({ sheetId, name }: { sheetId: string; name: string }) {
  const { t, i18n } = useTranslation(['gm', 'rules']);
  const { block, actions } = useCombatantBlock(sheetId);
  const language = i18n.language;
  if (!block && actions.length === 0) return null;
  const kinds = (['action', 'bonus', 'reaction', 'legendary'] as const).filter((kind) => actions.some((a) => a.kind === kind));
  return (
    <details className="rounded border border-slate-200 px-1 text-sm dark:border-slate-700">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">{t('statBlock.title', { name })}</summary>
      {block && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 pb-1">
          <dt className="font-semibold">{t('statBlock.speed')}</dt><dd>{speedText(block, t, language)}</dd>
          <dt className="font-semibold">{t('statBlock.sensesLabel')}</dt><dd>{sensesText(block, t, language)}</dd>
          {Object.keys(block.skills).length > 0 && (
            <><dt className="font-semibold">{t('statBlock.skills')}</dt>
              <dd>{Object.entries(block.skills).map(([skill, bonus]) => {
                const id = skill.replace(/-/g, '_');
                return `${isSkill(id) ? t(`statBlock.skillNames.${id}`) : skill} ${signedNumber(bonus)}`;
              }).join(', ')}</dd></>
          )}
          <dt className="font-semibold">{t('statBlock.languages')}</dt><dd>{block.languages || t('statBlock.noLanguages')}</dd>
        </dl>
      )}
      {block && block.traits.length > 0 && (
        <section className="pb-1">
          <h3 className="font-semibold">{t('statBlock.traits')}</h3>
          {block.traits.map((trait) => <p key={trait.name}><span className="font-semibold italic">{trait.name}.</span> {trait.text}</p>)}
        </section>
      )}
      {kinds.map((kind) => (
        <section key={kind} className="flex flex-col gap-1 pb-1">
          <h3 className="font-semibold">{t(`statBlock.kinds.${kind}`)}</h3>
          <ActionChips sheetId={sheetId} kinds={[kind]} />
          {block && actions.filter((a) => a.kind === kind).map((action) => (
            <p key={action.name}><span className="font-semibold italic">{action.name}.</span> {action.text}</p>
          ))}
        </section>
      ))}
    </details>
  );
}
