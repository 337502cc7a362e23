import { useCallback, useState } from 'react';
import type { Action, DispatchResult, ErrorCode } from '../../rules';
import { appStore } from '../../store/store';

/**
 * Sends actions for one sheet through the store and remembers the last refusal, so the widget
 * that asked can say why in words (t(`rules:errors.${code}`)).
 */
export function useAct(sheetId: string) {
  const [error, setError] = useState<ErrorCode | null>(null);
  const act = useCallback(
    (action: Action): DispatchResult | undefined => {
      const result = appStore.getState().act(sheetId, action);
      setError(result?.error?.code ?? null);
      return result;
    },
    [sheetId],
  );
  return { act, error, clearError: () => setError(null) };
}
