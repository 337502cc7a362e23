/** App-wide banner for storage trouble: full or unavailable storage, a newer version's data, another tab's change. */
export function StorageBanner() {
  return null;
}
