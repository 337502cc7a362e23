import { afterEach, describe, expect, it } from 'vitest';
import { holdMessages, type LinkChannel } from './link-channel';
import { hub, HUB_URL, isLocalTable, setHubRole, setUplink, uplinkOpen } from './local-hub';

/** A data channel between the hub and a test: what the hub sends is kept, `say` is what arrives from the other side. */
function channel() {
  const listeners: Record<string, ((event?: MessageEvent) => void)[]> = {};
  const sent: Record<string, unknown>[] = [];
  const link = {
    readyState: 'open' as RTCDataChannelState,
    send: (data: string) => void sent.push(JSON.parse(data) as Record<string, unknown>),
    close: () => {
      link.readyState = 'closed';
      for (const listener of listeners.close ?? []) listener();
    },
    addEventListener: (type: string, listener: (event?: MessageEvent) => void) => void (listeners[type] ??= []).push(listener),
    say: (message: unknown) => {
      for (const listener of listeners.message ?? []) listener({ data: typeof message === 'string' ? message : JSON.stringify(message) } as MessageEvent);
    },
  };
  return { link: link as LinkChannel & typeof link, sent };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => setHubRole(null));

describe('the hub of a table without internet (the GM\'s page)', () => {
  it('relays a publish to every subscriber of its topic, and only theirs, as a signaling server does', () => {
    setHubRole('hub');
    const a = channel();
    const b = channel();
    const c = channel();
    for (const { link } of [a, b, c]) hub.attach(link);
    a.link.say({ type: 'subscribe', topics: ['room-1'] });
    b.link.say({ type: 'subscribe', topics: ['room-1', 'room-2'] });
    c.link.say({ type: 'subscribe', topics: ['room-2'] });
    a.link.say({ type: 'publish', topic: 'room-1', data: 'offer' });
    expect(b.sent).toEqual([{ type: 'publish', topic: 'room-1', data: 'offer', clients: 2 }]);
    expect(a.sent).toEqual([{ type: 'publish', topic: 'room-1', data: 'offer', clients: 2 }]);
    expect(c.sent).toEqual([]);
    expect(hub.linked).toBe(3);
  });

  it('answers ping with pong, ignores what is not a message, and forgets a phone whose channel closed', () => {
    setHubRole('hub');
    const a = channel();
    const b = channel();
    hub.attach(a.link);
    hub.attach(b.link);
    a.link.say({ type: 'ping' });
    expect(a.sent).toEqual([{ type: 'pong' }]);
    a.link.say('{not json');
    a.link.say({ type: 'publish', topic: 42, data: 'x' });
    a.link.say({ type: 'subscribe', topics: ['room'] });
    b.link.say({ type: 'subscribe', topics: ['room'] });
    a.link.close();
    expect(hub.linked).toBe(1);
    b.link.say({ type: 'publish', topic: 'room', data: 'answer' });
    expect(a.sent).toEqual([{ type: 'pong' }]);
    expect(b.sent).toEqual([{ type: 'publish', topic: 'room', data: 'answer', clients: 1 }]);
  });

  it('hears a phone that spoke before this page handled the link\'s opening: its subscribe and announce are kept for the hub, in order', () => {
    setHubRole('hub');
    const early = channel();
    const held = holdMessages(early.link);
    const other = channel();
    hub.attach(other.link);
    other.link.say({ type: 'subscribe', topics: ['room'] });
    // The phone's side opened first and spoke at once; the GM's page has not attached its link yet.
    early.link.say({ type: 'subscribe', topics: ['room'] });
    early.link.say({ type: 'publish', topic: 'room', data: 'announce' });
    expect(other.sent).toEqual([]);
    hub.attach(held);
    held.release();
    expect(other.sent).toEqual([{ type: 'publish', topic: 'room', data: 'announce', clients: 2 }]);
    other.link.say({ type: 'publish', topic: 'room', data: 'offer' });
    expect(early.sent).toEqual([
      { type: 'publish', topic: 'room', data: 'announce', clients: 2 },
      { type: 'publish', topic: 'room', data: 'offer', clients: 2 },
    ]);
    // Released once: what comes later goes straight through, nothing twice.
    held.release();
    early.link.say({ type: 'ping' });
    expect(early.sent.filter((message) => message.type === 'pong')).toHaveLength(1);
    expect(other.sent).toEqual([
      { type: 'publish', topic: 'room', data: 'announce', clients: 2 },
      { type: 'publish', topic: 'room', data: 'offer', clients: 2 },
    ]);
  });

  it('gives y-webrtc a socket for HUB_URL that is a client of this page\'s hub, and a real WebSocket for any other address', async () => {
    setHubRole('hub');
    const phone = channel();
    hub.attach(phone.link);
    const socket = new WebSocket(HUB_URL);
    const received: unknown[] = [];
    let opened = false;
    socket.onopen = () => (opened = true);
    socket.onmessage = (event) => received.push(JSON.parse(event.data as string));
    await tick();
    expect(opened).toBe(true);
    socket.send(JSON.stringify({ type: 'subscribe', topics: ['room'] }));
    phone.link.say({ type: 'publish', topic: 'room', data: 'announce' });
    await tick();
    expect(received).toEqual([{ type: 'publish', topic: 'room', data: 'announce', clients: 1 }]);
    const other = new WebSocket('ws://127.0.0.1:9/');
    expect(other).toBeInstanceOf(WebSocket);
    other.close();
    socket.close();
  });
});

describe('a phone at a table without internet', () => {
  it('holds y-webrtc\'s socket connecting until its link to the GM opens, then speaks through it, and closes with it', async () => {
    setHubRole('spoke');
    const socket = new WebSocket(HUB_URL);
    const received: unknown[] = [];
    let closed = false;
    socket.onmessage = (event) => received.push(JSON.parse(event.data as string));
    socket.onclose = () => (closed = true);
    await tick();
    expect(socket.readyState).toBe(0);
    expect(uplinkOpen()).toBe(false);

    const gm = channel();
    setUplink(gm.link);
    expect(uplinkOpen()).toBe(true);
    expect(socket.readyState).toBe(1);
    socket.send(JSON.stringify({ type: 'subscribe', topics: ['room'] }));
    expect(gm.sent).toEqual([{ type: 'subscribe', topics: ['room'] }]);
    gm.link.say({ type: 'pong' });
    expect(received).toEqual([{ type: 'pong' }]);
    gm.link.close();
    expect(closed).toBe(true);
    expect(uplinkOpen()).toBe(false);
  });

  it('knows a table without internet by its signaling list: the hub alone', () => {
    expect(isLocalTable([HUB_URL])).toBe(true);
    expect(isLocalTable(['wss://signal.example'])).toBe(false);
    expect(isLocalTable([HUB_URL, 'wss://signal.example'])).toBe(false);
  });
});
