import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/select-field';
import { PRESET_IDS, type PresetId } from '../../rules';
import { KeepAwakeToggle } from '../../app/pwa/keep-awake-toggle';
import { InstallApp } from '../../app/pwa/install-app';
import { DataSettings } from '../data/data-settings';
import { DEFAULT_PRESET } from '../../store/presets';
import { useAppStore } from '../../store/store';
import { listedSheets } from '../../store/monsters';
import { LanguageSwitch } from './language-switch';
import { TableSettings } from '../table/table-settings';
import { SRD_ATTRIBUTION } from '../gm/library/attribution';

/** Language, the app-wide preset pin, keeping the screen awake (PWA helper's toggle), installing the app, the data section, and About (the SRD's attribution). */
export function SettingsPage() {
  const { t } = useTranslation(['app', 'rules']);
  const settings = useAppStore((state) => state.settings);
  const setPresetPin = useAppStore((state) => state.setPresetPin);
  const following = useAppStore((state) => listedSheets(state).filter((sheet) => sheet.followLanguage).length);
  const active = settings.presetPin ?? DEFAULT_PRESET[settings.language];
  return (
    <section className="flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('settings.title')}</h1>
      <LanguageSwitch />
      <SelectField
        label={t('settings.preset')}
        value={settings.presetPin ?? 'follow'}
        onChange={(event) => setPresetPin(event.target.value === 'follow' ? null : (event.target.value as PresetId))}
      >
        <option value="follow">{t('settings.followLanguage', { preset: t(`rules:presets.${DEFAULT_PRESET[settings.language]}`) })}</option>
        {PRESET_IDS.map((id) => <option key={id} value={id}>{t(`rules:presets.${id}`)}</option>)}
      </SelectField>
      <p role="status" className="text-sm">{t('settings.following', { count: following, preset: t(`rules:presets.${active}`) })}</p>
      <KeepAwakeToggle />
      <InstallApp />
      <DataSettings />
      <TableSettings />
      <section aria-labelledby="settings-about" className="flex flex-col gap-2">
        <h2 id="settings-about" className="text-lg font-semibold">{t('settings.about')}</h2>
        <p>{t('settings.attributionIntro')}</p>
        {/* The license's own words, in English whatever the language (CC-BY-4.0 attribution). */}
        <blockquote lang="en" className="border-l-4 border-slate-300 pl-3 text-sm break-words dark:border-slate-600">{SRD_ATTRIBUTION}</blockquote>
        <p className="text-sm">{t('settings.translationCredit')}</p>
      </section>
    </section>
  );
}
