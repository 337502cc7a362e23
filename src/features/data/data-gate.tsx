import type { ReactNode } from 'react';
import { RecoveryScreen } from './recovery-screen';
import { usePersistenceStatus } from './use-persistence';

/**
 * Holds the app back while stored entries that could not be read wait for the user's
 * decision (main.tsx wraps the router in it): nobody edits on without knowing.
 */
export function DataGate({ children }: { children: ReactNode }) {
  const blocked = usePersistenceStatus((status) => status.unreadable.length > 0 && !status.recoveryDismissed);
  return blocked ? <RecoveryScreen /> : children;
}
