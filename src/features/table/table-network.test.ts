import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebrtcProvider } from 'y-webrtc';
import { settingsSchema } from '../../store/persistence/sheet-schema';
import { isTurnSecret, isTurnUrl } from './table-code';
import { hasTurn, ownSignalingUrl, STALL_MS, tableNetwork, toRtcIceServers, watchNetwork } from './table-network';

/** A peer connection as y-webrtc keeps it: `signalingState` and `remoteDescription` of its RTCPeerConnection say how far offer and answer got. */
interface FakeConnection {
  connected: boolean;
  peer?: { _pc: { signalingState: string; remoteDescription: object | null } };
}
/** Offer and answer crossed (the other device answers through signaling); not connected (yet). */
const answered = (): FakeConnection => ({ connected: false, peer: { _pc: { signalingState: 'stable', remoteDescription: { type: 'answer' } } } });
/** An offer made to a device that never answers it (a page that announced itself as it closed). */
const unanswered = (): FakeConnection => ({ connected: false, peer: { _pc: { signalingState: 'have-local-offer', remoteDescription: null } } });
const formed = (): FakeConnection => ({ connected: true, peer: { _pc: { signalingState: 'stable', remoteDescription: { type: 'answer' } } } });

/** A stand-in for y-webrtc's provider: its signaling connections and its room's peer connections. */
function fakeProvider(urls: string[]) {
  const signalingConns = urls.map((url) => ({ url, connected: false }));
  const webrtcConns = new Map<string, FakeConnection>();
  const provider = { signalingConns, room: { webrtcConns, bcConns: new Set<string>() }, on: () => {}, off: () => {} };
  return { provider: provider as unknown as WebrtcProvider, signalingConns, webrtcConns };
}

describe('the table\'s network', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('names this origin\'s signaling endpoint: wss:// on an https:// page, ws:// on http://', () => {
    expect(ownSignalingUrl({ protocol: 'https:', host: 'databook.example.org' })).toBe('wss://databook.example.org/signal');
    expect(ownSignalingUrl({ protocol: 'http:', host: 'localhost:4173' })).toBe('ws://localhost:4173/signal');
  });

  it('hands a TURN server to the peer connection with its username and credential, and keeps plain addresses as they were', () => {
    const servers = ['stun:stun.example.org:3478', { urls: 'turn:turn.example.org:3478', username: 'table', credential: 's3cret' }];
    expect(toRtcIceServers(servers)).toEqual([{ urls: 'stun:stun.example.org:3478' }, { urls: 'turn:turn.example.org:3478', username: 'table', credential: 's3cret' }]);
    expect(hasTurn(servers)).toBe(true);
    expect(hasTurn(['stun:stun.example.org'])).toBe(false);
  });

  it('keeps old saved settings (addresses only) and takes TURN servers with credentials', () => {
    const base = { language: 'en', presetPin: null, keepAwake: false };
    expect(settingsSchema.safeParse({ ...base, iceServers: ['stun:stun.l.google.com:19302'] }).success).toBe(true);
    expect(settingsSchema.safeParse({ ...base, iceServers: ['stun:a', { urls: 'turn:b:3478', username: 'u', credential: 'c' }] }).success).toBe(true);
    expect(settingsSchema.safeParse({ ...base, iceServers: [{ urls: 'turn:b:3478', username: 'u' }] }).success).toBe(false);
    expect(isTurnUrl('turns:turn.example.org:5349')).toBe(true);
    expect(isTurnUrl('stun:stun.example.org')).toBe(false);
    expect(isTurnSecret('')).toBe(false);
    expect(isTurnSecret('line\nbreak')).toBe(false);
    expect(isTurnSecret('pass word')).toBe(true);
  });

  it('says which signaling servers answer, by host name', () => {
    vi.useFakeTimers();
    const { provider, signalingConns } = fakeProvider(['ws://localhost:4173/signal', 'wss://y-webrtc-eu.fly.dev']);
    stop = watchNetwork(provider, { gm: true, gmReached: () => false, turn: false, onPeers: () => {} });
    expect(tableNetwork.getState().servers.map((s) => [s.host, s.connected])).toEqual([['localhost:4173', false], ['y-webrtc-eu.fly.dev', false]]);
    signalingConns[0]!.connected = true;
    vi.advanceTimersByTime(1000);
    expect(tableNetwork.getState().servers.map((s) => [s.host, s.connected])).toEqual([['localhost:4173', true], ['y-webrtc-eu.fly.dev', false]]);
    stop();
    expect(tableNetwork.getState().servers).toEqual([]);
  });

  it('counts the devices connected, not those only announced', () => {
    vi.useFakeTimers();
    const { provider, webrtcConns } = fakeProvider(['ws://localhost:4444']);
    const counts: number[] = [];
    stop = watchNetwork(provider, { gm: true, gmReached: () => false, turn: false, onPeers: (count) => counts.push(count) });
    webrtcConns.set('phone', unanswered());
    webrtcConns.set('tv', formed());
    vi.advanceTimersByTime(1000);
    webrtcConns.get('phone')!.connected = true;
    vi.advanceTimersByTime(1000);
    expect(counts).toEqual([0, 1, 2]);
  });

  it('says a device is unreachable once it has answered through signaling and no connection formed for a few seconds, and stops once it connects', () => {
    vi.useFakeTimers();
    const { provider, signalingConns, webrtcConns } = fakeProvider(['ws://localhost:4444']);
    signalingConns[0]!.connected = true;
    stop = watchNetwork(provider, { gm: true, gmReached: () => false, turn: false, onPeers: () => {} });
    webrtcConns.set('phone', answered());
    vi.advanceTimersByTime(STALL_MS - 1000);
    expect(tableNetwork.getState().trouble).toBeNull();
    vi.advanceTimersByTime(2000);
    expect(tableNetwork.getState().trouble).toBe('peerUnreachable');
    webrtcConns.get('phone')!.connected = true;
    vi.advanceTimersByTime(1000);
    expect(tableNetwork.getState().trouble).toBeNull();
  });

  it('remembers a connection that closed before it ever formed', () => {
    vi.useFakeTimers();
    const { provider, signalingConns, webrtcConns } = fakeProvider(['ws://localhost:4444']);
    signalingConns[0]!.connected = true;
    stop = watchNetwork(provider, { gm: true, gmReached: () => false, turn: true, onPeers: () => {} });
    webrtcConns.set('phone', answered());
    vi.advanceTimersByTime(3000);
    webrtcConns.delete('phone');
    vi.advanceTimersByTime(1000);
    expect(tableNetwork.getState()).toMatchObject({ trouble: 'peerUnreachable', turn: true });
  });

  it('gives no advice while connected to every device, whatever becomes of offers to a page that went away', () => {
    // A phone reloads: the closing page announces itself once more, the GM's device offers to
    // it, nobody answers, and the offer is withdrawn after a while (stalled-offers.ts); the
    // phone is connected again under a new peer id meanwhile.
    vi.useFakeTimers();
    const { provider, signalingConns, webrtcConns } = fakeProvider(['ws://localhost:4444']);
    signalingConns[0]!.connected = true;
    stop = watchNetwork(provider, { gm: true, gmReached: () => false, turn: false, onPeers: () => {} });
    const troubles = new Set<unknown>();
    const watch = (ms: number) => {
      for (let t = 0; t < ms; t += 1000) {
        vi.advanceTimersByTime(1000);
        troubles.add(tableNetwork.getState().trouble);
      }
    };
    webrtcConns.set('ana-1', formed());
    webrtcConns.set('bruno', formed());
    watch(2000);
    for (const reload of [2, 3, 4]) {
      webrtcConns.delete(`ana-${reload - 1}`);
      webrtcConns.set(`ana-${reload - 1}-closing`, unanswered());
      webrtcConns.set(`ana-${reload}`, answered());
      watch(1000);
      webrtcConns.set(`ana-${reload}`, formed());
      watch(STALL_MS + 2000);
      webrtcConns.delete(`ana-${reload - 1}-closing`);
      watch(STALL_MS);
    }
    expect([...troubles]).toEqual([null]);
  });

  it('gives no advice for a page that answered as it went away: its device left, or is connected under a new peer id', () => {
    // The closing page's last announce brought an offer it answered before it was gone: offer
    // and answer crossed, and the connection never forms (the browser tries for half a minute).
    vi.useFakeTimers();
    const { provider, signalingConns, webrtcConns } = fakeProvider(['ws://localhost:4444']);
    signalingConns[0]!.connected = true;
    const devices = new Map([['ana-1', 'anaphone'], ['ana-2', 'anaphone'], ['bruno-1', 'brunophone'], ['stranger', 'strangerphone']]);
    const departed = new Set<string>();
    stop = watchNetwork(provider, { gm: true, gmReached: () => false, turn: false, onPeers: () => {}, pages: { deviceOf: (peer) => devices.get(peer), departed: (peer) => departed.has(peer) } });
    webrtcConns.set('ana-1', answered());
    webrtcConns.set('ana-2', formed());
    webrtcConns.set('bruno-1', answered());
    departed.add('bruno-1');
    vi.advanceTimersByTime(STALL_MS * 4);
    expect(tableNetwork.getState().trouble).toBeNull();
    webrtcConns.delete('ana-1');
    webrtcConns.delete('bruno-1');
    vi.advanceTimersByTime(2000);
    expect(tableNetwork.getState().trouble).toBeNull();
    // A device that answers and is not connected under any peer id is out of reach, presence heard once or not.
    webrtcConns.set('stranger', answered());
    vi.advanceTimersByTime(STALL_MS + 1000);
    expect(tableNetwork.getState().trouble).toBe('peerUnreachable');
  });

  it('tells a player when the GM\'s device has not been reached while a signaling server answers, not while offline', () => {
    vi.useFakeTimers();
    let gm = false;
    const { provider, signalingConns } = fakeProvider(['ws://localhost:4444']);
    stop = watchNetwork(provider, { gm: false, gmReached: () => gm, turn: false, onPeers: () => {} });
    vi.advanceTimersByTime(STALL_MS * 2);
    // No signaling server answers: the bar already says the device is offline.
    expect(tableNetwork.getState().trouble).toBeNull();
    signalingConns[0]!.connected = true;
    vi.advanceTimersByTime(STALL_MS - 1000);
    expect(tableNetwork.getState().trouble).toBeNull();
    vi.advanceTimersByTime(2000);
    expect(tableNetwork.getState().trouble).toBe('gmUnreached');
    gm = true;
    vi.advanceTimersByTime(1000);
    expect(tableNetwork.getState().trouble).toBeNull();
  });
});
