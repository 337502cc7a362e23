/** Settings section: storage persistence and usage, export and import (data-safety issue). */
export function DataSettings() {
  return null;
}
