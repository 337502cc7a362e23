import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../rules';

/** The rules' refusal, in words, announced at once. */
export function ActionError({ code }: { code: ErrorCode | null }) {
  const { t } = useTranslation(['rules']);
  if (!code) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-400 bg-red-50 p-2 text-red-900 dark:border-red-500 dark:bg-red-950 dark:text-red-100">
      {t('rules:refused', { reason: t(`rules:errors.${code}`) })}
    </p>
  );
}

/** A short reason under a disabled control, so "greyed out" never goes unexplained. */
export function RefusalHint({ code, id }: { code: ErrorCode | null; id?: string }) {
  const { t } = useTranslation(['rules']);
  if (!code) return null;
  return <p id={id} className="text-sm text-slate-600 dark:text-slate-400">{t(`rules:errors.${code}`)}</p>;
}
