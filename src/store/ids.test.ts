import { sheetIdText } from './persistence/sheet-schema';
import { newId } from './ids';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newId', () => {
  it('makes a version 4 UUID that a stored sheet id accepts', () => {
    const id = newId();
    expect(id).toMatch(UUID_V4);
    expect(sheetIdText.safeParse(id).success).toBe(true);
  });

  it('makes one on a page without crypto.randomUUID (plain http:// at a local network address)', () => {
    // Secure pages only: Chromium leaves it out of http://192.168.…, as it does crypto.subtle.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(typeof crypto.randomUUID).toBe('undefined');
      const ids = Array.from({ length: 2_000 }, newId);
      for (const id of ids) {
        expect(id).toMatch(UUID_V4);
        expect(sheetIdText.safeParse(id).success).toBe(true);
      }
      expect(new Set(ids).size).toBe(ids.length);
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});
