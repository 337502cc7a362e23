// The channel of a link made by hand (local-link.ts) or prepared for a reload (local-spares.ts),
// as the GM's hub and a phone's uplink read it (local-hub.ts).

/** A data channel, as far as the hub and the uplink use it. */
export interface LinkChannel {
  readonly readyState: RTCDataChannelState;
  send(data: string): void;
  close(): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'open' | 'close', listener: () => void): void;
}

/** A link's channel whose messages wait for their reader (holdMessages). */
export interface HeldChannel extends LinkChannel {
  /** Hands the messages kept so far to the readers added since, in order; later ones go straight to them. */
  release(): void;
}

/**
 * Keeps what arrives on a link's channel until `release`. The other device speaks the moment
 * its side opens (its subscribe and announce, a spare's ask), and that can reach this page
 * before it has run its own handler of the open: the browser queues the channel's events and
 * the answer's promise apart. A subscribe lost there would leave that device hearing no one for
 * as long as its link lasts.
 */
export function holdMessages(channel: LinkChannel): HeldChannel {
  const kept: MessageEvent[] = [];
  const readers: ((event: MessageEvent) => void)[] = [];
  let released = false;
  channel.addEventListener('message', (event) => {
    if (!released) kept.push(event);
    else for (const read of readers) read(event);
  });
  return {
    get readyState() {
      return channel.readyState;
    },
    send: (data) => channel.send(data),
    close: () => channel.close(),
    addEventListener: ((type: 'message' | 'open' | 'close', listener: (event: MessageEvent) => void) => {
      if (type === 'message') readers.push(listener);
      else channel.addEventListener(type, listener as () => void);
    }) as LinkChannel['addEventListener'],
    release() {
      if (released) return;
      released = true;
      for (const event of kept.splice(0)) for (const read of readers) read(event);
    },
  };
}
