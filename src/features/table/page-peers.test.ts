import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyAwarenessUpdate, Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { watchPagePeers } from './page-peers';

// Two pages' presences (y-webrtc awareness), the GM's and a phone's; what one sends reaches the
// other as y-webrtc would carry it.
function page(device: string, peerId: string | null) {
  const awareness = new Awareness(new Y.Doc());
  awareness.setLocalState({ member: { device }, beat: 1 });
  const provider = { awareness, room: peerId ? { peerId } : null };
  return { awareness, provider: provider as never as Parameters<typeof watchPagePeers>[0], setRoom: (id: string) => { provider.room = { peerId: id }; } };
}
const carry = (from: Awareness, to: Awareness) => applyAwarenessUpdate(to, encodeAwarenessUpdate(from, [from.clientID]), 'peer');

describe('which device each peer of the room is', () => {
  afterEach(() => vi.useRealTimers());

  it('names this page\'s peer id in its presence once y-webrtc has made the room', () => {
    vi.useFakeTimers();
    const phone = page('anaphone', null);
    const pages = watchPagePeers(phone.provider);
    expect(phone.awareness.getLocalState()).not.toHaveProperty('peer');
    phone.setRoom('peer-ana-1');
    vi.advanceTimersByTime(1000);
    expect(phone.awareness.getLocalState()).toMatchObject({ member: { device: 'anaphone' }, peer: 'peer-ana-1' });
    pages.stop();
  });

  it('knows the device behind a peer id from its presence, and which pages withdrew theirs', () => {
    vi.useFakeTimers();
    const gm = page('gmtablet', 'peer-gm');
    const pages = watchPagePeers(gm.provider);
    const first = page('anaphone', 'peer-ana-1');
    const firstPeers = watchPagePeers(first.provider);
    carry(first.awareness, gm.awareness);
    expect(pages.deviceOf('peer-ana-1')).toBe('anaphone');
    expect(pages.departed('peer-ana-1')).toBe(false);
    // The phone reloads: the page withdraws its presence as it goes (pagehide), and the new page is heard.
    first.awareness.setLocalState(null);
    carry(first.awareness, gm.awareness);
    expect(pages.departed('peer-ana-1')).toBe(true);
    const second = page('anaphone', 'peer-ana-2');
    const secondPeers = watchPagePeers(second.provider);
    carry(second.awareness, gm.awareness);
    expect(pages.deviceOf('peer-ana-2')).toBe('anaphone');
    expect(pages.departed('peer-ana-2')).toBe(false);
    expect(pages.deviceOf('peer-stranger')).toBeUndefined();
    for (const each of [pages, firstPeers, secondPeers]) each.stop();
  });
});
