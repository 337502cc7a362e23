import type { StateCreator } from 'zustand';
import type { Action, PresetId } from '../rules';
import { presetForSettings } from './presets';
import type { AppState, StoreDeps } from './store-types';
import type { Language, Settings } from './types';

export interface SettingsSlice {
  settings: Settings;
  /** Switches the language and, at once, the preset of every sheet that follows it. */
  setLanguage: (language: Language) => void;
  setPresetPin: (preset: PresetId | null) => void;
  setKeepAwake: (on: boolean) => void;
  /** Shared tables' signaling and ICE servers; null restores the default list. */
  setTableServers: <K extends 'signaling' | 'iceServers'>(kind: K, urls: NonNullable<Settings[K]> | null) => void;
}

export const createSettingsSlice =
  (deps: StoreDeps): StateCreator<AppState, [['zustand/immer', never]], [], SettingsSlice> =>
  (set, get) => {
    /** Re-presets every following sheet to what the current settings say. */
    const followSettings = () => {
      const state = get();
      const preset = presetForSettings(state.settings, state.settings.language);
      const items = Object.values(state.sheets)
        .filter((sheet) => sheet.followLanguage && !sheet.table && sheet.creature.preset !== preset)
        .map((sheet) => ({ sheetId: sheet.id, action: { type: 'configure', patch: { preset } } as Action }));
      if (items.length > 0) state.actMany(items, { undoable: false });
    };

    return {
      settings: { language: deps.language, presetPin: null, keepAwake: false },
      setLanguage: (language) => {
        set((draft) => {
          draft.settings.language = language;
        });
        followSettings();
      },
      setPresetPin: (preset) => {
        set((draft) => {
          draft.settings.presetPin = preset;
        });
        followSettings();
      },
      setKeepAwake: (on) =>
        set((draft) => {
          draft.settings.keepAwake = on;
        }),
      setTableServers: (kind, urls) =>
        set((draft) => {
          if (urls) (draft.settings as Settings)[kind] = urls;
          else delete draft.settings[kind];
        }),
    };
  };
