import type { EventType } from '../../rules';
import { useAppStore } from '../../store/store';

/**
 * When the sheet's latest event of this type happened (epoch ms), from its log. The rules have
 * no clock, so "within 1 minute of Recuo" is measured here, from the log line's time.
 */
export function useEventTime(sheetId: string, type: EventType): number | null {
  return useAppStore((state) => {
    const log = state.sheets[sheetId]?.log ?? [];
    for (let i = log.length - 1; i >= 0; i--) {
      const entry = log[i];
      if (entry && !entry.undo && entry.events.some((event) => event.type === type)) return entry.at;
    }
    return null;
  });
}
