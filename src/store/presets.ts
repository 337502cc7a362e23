import type { PresetId } from '../rules';
import type { Language, Settings } from './types';

/** RULES.md: by default the preset follows the language (pt-BR → databook, cs/en → srd-2024). */
export const DEFAULT_PRESET: Record<Language, PresetId> = {
  'pt-BR': 'databook',
  cs: 'srd-2024',
  en: 'srd-2024',
};

export function presetForSettings(settings: Settings, language: Language): PresetId {
  return settings.presetPin ?? DEFAULT_PRESET[language];
}
