import { vi } from 'vitest';

/**
 * What the app hands the browser to download (src/features/data/download.ts makes a blob URL),
 * kept for assertions. Call from a beforeEach: every test starts with none.
 */
export function captureDownloads(): Blob[] {
  const downloads: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => { downloads.push(blob); return 'blob:test'; });
  URL.revokeObjectURL = vi.fn();
  return downloads;
}
