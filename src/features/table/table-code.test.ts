// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, formatCode, isIceUrl, isSignalingUrl, newTableCode, normalizeCode, parseTableLink, roomOf, tableIdOf, tableLink } from './table-code';

describe('table codes', () => {
  it('are 12 characters of Crockford base 32, shown in groups of four', () => {
    const code = newTableCode();
    expect(code).toMatch(new RegExp(`^[0-9A-HJKMNP-TV-Z]{${CODE_LENGTH}}$`));
    expect(formatCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
  });

  it('read as typed: any case, spaces and dashes, O as 0, I and L as 1', () => {
    expect(normalizeCode(' abcd-efgh jkmn ')).toBe('ABCDEFGHJKMN');
    expect(normalizeCode('OOOO-IIII-LLLL')).toBe('000011111111');
    expect(normalizeCode('ABCD-EFGH-JKM')).toBeNull();
    expect(normalizeCode('ABCD-EFGH-JKMU')).toBeNull();
  });

  it('put the same first four characters in one room, and give every code its own table id', async () => {
    expect(await roomOf('ABCDEFGHJKMN')).toBe(await roomOf('ABCDZZZZZZZZ'));
    expect(await roomOf('ABCDEFGHJKMN')).not.toBe(await roomOf('ABCEEFGHJKMN'));
    expect(await tableIdOf('ABCDEFGHJKMN')).not.toBe(await tableIdOf('ABCDZZZZZZZZ'));
    // Neither names the code: the signaling server sees the room.
    expect(await roomOf('ABCDEFGHJKMN')).not.toContain('ABCD');
  });
});

describe('table links', () => {
  it('carry the code and the signaling servers after #, and read back', () => {
    const link = tableLink('https://databook.example', 'ABCDEFGHJKMN', ['wss://signal.example', 'ws://localhost:4444']);
    expect(link.startsWith('https://databook.example/join#')).toBe(true);
    expect(parseTableLink(new URL(link).hash)).toEqual({ code: 'ABCDEFGHJKMN', signaling: ['wss://signal.example', 'ws://localhost:4444'], gmKey: null, offer: null });
  });

  it('pin the GM\'s key by its fingerprint, and drop a key that is none', () => {
    const fingerprint = 'AbCdEfGhIjKlMnOpQrSt_-';
    const link = tableLink('https://databook.example', 'ABCDEFGHJKMN', ['wss://signal.example'], fingerprint);
    expect(parseTableLink(new URL(link).hash)?.gmKey).toBe(fingerprint);
    expect(parseTableLink('#t=ABCD-EFGH-JKMN&k=short')?.gmKey).toBeNull();
    expect(parseTableLink('#t=ABCD-EFGH-JKMN&k=<script>alert(1)</script>xx')?.gmKey).toBeNull();
  });

  it('drop what is not a signaling server, and name no code when there is none', () => {
    expect(parseTableLink('#t=ABCD-EFGH-JKMN&s=javascript:alert(1)%20https://x.example')).toEqual({ code: 'ABCDEFGHJKMN', signaling: null, gmKey: null, offer: null });
    expect(parseTableLink('#s=wss://x.example')).toBeNull();
    expect(parseTableLink('')).toBeNull();
  });

  it('accept ws(s) signaling servers and stun/turn ICE servers only', () => {
    expect(isSignalingUrl('wss://signal.example/path')).toBe(true);
    expect(isSignalingUrl('https://signal.example')).toBe(false);
    expect(isIceUrl('stun:stun.example:3478')).toBe(true);
    expect(isIceUrl('turns:turn.example:443?transport=tcp')).toBe(true);
    expect(isIceUrl('http://stun.example')).toBe(false);
  });
});
