import { lazy, Suspense, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { loadNamespaces } from '../../i18n/load';
import { appStatus, isHeld } from '../../store/persistence/status';

// Almost every start has nothing to recover: the screen (its download code and its words) is a
// lazy chunk, fetched only when some stored entry could not be read. The service worker precaches it.
const RecoveryScreen = lazy(() =>
  Promise.all([import('./recovery-screen'), loadNamespaces(['data'])]).then(([module]) => ({ default: module.RecoveryScreen })));

/**
 * Holds the app back while stored entries that could not be read wait for the user's
 * decision (boot.tsx wraps the router in it): nobody edits on without knowing. While the
 * screen loads, nothing shows — never the app behind it.
 */
export function DataGate({ children }: { children: ReactNode }) {
  const blocked = useStore(appStatus, isHeld);
  return blocked ? <Suspense fallback={null}><RecoveryScreen /></Suspense> : children;
}
