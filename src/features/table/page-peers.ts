import type { WebrtcProvider } from 'y-webrtc';

// Which device each peer of the table's room is. y-webrtc knows a page by a peer id it draws
// anew for every page, so a phone that reloads is a new peer; and a page that closes or reloads
// announces itself once more as its connections go, so another device may offer to it, and
// may even get an answer, just before it is gone. Such a connection never forms, and says
// nothing about the network: the same device is back under its new peer id, or it left.
// Each page names its peer id in its presence (y-webrtc awareness), so the other devices can
// tell a page that went away (it withdrew its presence, or its device is connected under
// another peer id) from a device they cannot reach (table-network.ts).

interface Presence {
  member?: { device?: unknown };
  peer?: unknown;
}

export interface PagePeers {
  /** The device whose presence named this peer id, if one did. */
  deviceOf: (peer: string) => string | undefined;
  /** The page behind this peer id withdrew its presence (it closed or reloaded). */
  departed: (peer: string) => boolean;
  stop: () => void;
}

/** Names this page's peer id in its presence (once y-webrtc has made the room), and learns the others'. */
export function watchPagePeers(provider: Pick<WebrtcProvider, 'room' | 'awareness'>, every = 1000): PagePeers {
  const { awareness } = provider;
  /** Peer id → device id, from every presence heard. */
  const deviceOf = new Map<string, string>();
  /** Awareness client → the peer id its presence named. */
  const peerOf = new Map<number, string>();
  /** Peer ids whose page withdrew its presence (closed or reloaded). */
  const departed = new Set<string>();

  const onChange = ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }) => {
    const states = awareness.getStates();
    for (const client of [...added, ...updated]) {
      const state = states.get(client) as Presence | undefined;
      const device = state?.member?.device;
      const peer = state?.peer;
      if (typeof device !== 'string' || typeof peer !== 'string') continue;
      deviceOf.set(peer, device);
      peerOf.set(client, peer);
    }
    for (const client of removed) {
      const peer = peerOf.get(client);
      if (peer !== undefined) departed.add(peer);
    }
  };
  awareness.on('change', onChange);

  const name = () => {
    const peer = provider.room?.peerId;
    const local = awareness.getLocalState() as Presence | null;
    if (peer && local && local.peer !== peer) awareness.setLocalStateField('peer', peer);
  };
  name();
  const timer = setInterval(name, every);

  return {
    deviceOf: (peer) => deviceOf.get(peer),
    departed: (peer) => departed.has(peer),
    stop: () => {
      clearInterval(timer);
      awareness.off('change', onChange);
    },
  };
}
