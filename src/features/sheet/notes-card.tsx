import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appStore, useAppStore } from '../../store/store';
import { MAX_NOTES_LENGTH } from '../../store/persistence/sheet-schema';
import { Card } from './card';

/**
 * Free notes for the sheet. Typing stays local and reaches the store a moment after the
 * last keystroke (or on leaving the field), so a long note is not a revision per letter.
 */
export function NotesCard({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation('sheet');
  const stored = useAppStore((state) => state.sheets[sheetId]?.notes ?? '');
  const setNotes = useAppStore((state) => state.setNotes);
  const [draft, setDraft] = useState(stored);
  const [editing, setEditing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  const commit = (text: string) => {
    clearTimeout(timer.current);
    if (text !== appStore.getState().sheets[sheetId]?.notes) setNotes(sheetId, text);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Card title={t('notes.title')} folded>
      <label htmlFor={id} className="sr-only">{t('notes.label')}</label>
      <textarea
        id={id}
        value={editing ? draft : stored}
        maxLength={MAX_NOTES_LENGTH}
        rows={4}
        placeholder={t('notes.placeholder')}
        onFocus={() => {
          setDraft(stored);
          setEditing(true);
        }}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(text), 600);
        }}
        onBlur={() => {
          commit(draft);
          setEditing(false);
        }}
        className="min-h-24 w-full rounded border border-slate-300 bg-white p-2 text-base dark:border-slate-700 dark:bg-slate-950"
      />
    </Card>
  );
}
