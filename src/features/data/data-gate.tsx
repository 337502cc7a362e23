import { lazy, Suspense, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { appPersistence } from '../../store/store';

// Almost every start has nothing to recover: the screen (and its download code) is a lazy
// chunk, fetched only when some stored entry could not be read. The service worker precaches it.
const RecoveryScreen = lazy(() => import('./recovery-screen').then((module) => ({ default: module.RecoveryScreen })));

/**
 * Holds the app back while stored entries that could not be read wait for the user's
 * decision (boot.tsx wraps the router in it): nobody edits on without knowing. While the
 * screen loads, nothing shows — never the app behind it.
 */
export function DataGate({ children }: { children: ReactNode }) {
  const blocked = useStore(appPersistence.status, (status) => status.unreadable.length > 0 && !status.recoveryDismissed);
  return blocked ? <Suspense fallback={null}><RecoveryScreen /></Suspense> : children;
}
