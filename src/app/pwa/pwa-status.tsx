/** Offline readiness and "a new version is waiting" prompt (offline issue). */
export function PwaStatus() {
  return null;
}
