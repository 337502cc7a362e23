import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebrtcProvider } from 'y-webrtc';
import { settingsSchema } from '../../store/persistence/sheet-schema';
import { isTurnSecret, isTurnUrl } from './table-code';
import { hasTurn, ownSignalingUrl, STALL_MS, tableNetwork, toRtcIceServers, watchNetwork } from './table-network';

/** A stand-in for y-webrtc's provider: its signaling connections and its room's peer connections. */
function fakeProvider(urls: string[]) {
  const signalingConns = urls.map((url) => ({ url, connected: false }));
  const webrtcConns = new Map<string, { connected: boolean }>();
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
    webrtcConns.set('phone', { connected: false });
    webrtcConns.set('tv', { connected: true });
    vi.advanceTimersByTime(1000);
    webrtcConns.get('phone')!.connected = true;
    vi.advanceTimersByTime(1000);
    expect(counts).toEqual([0, 1, 2]);
  });

  it('says a device is unreachable once it has been in the room a few seconds with no connection, and stops once it connects', () => {
    vi.useFakeTimers();
    const { provider, signalingConns, webrtcConns } = fakeProvider(['ws://localhost:4444']);
    signalingConns[0]!.connected = true;
    stop = watchNetwork(provider, { gm: true, gmReached: () => false, turn: false, onPeers: () => {} });
    webrtcConns.set('phone', { connected: false });
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
    webrtcConns.set('phone', { connected: false });
    vi.advanceTimersByTime(3000);
    webrtcConns.delete('phone');
    vi.advanceTimersByTime(1000);
    expect(tableNetwork.getState()).toMatchObject({ trouble: 'peerUnreachable', turn: true });
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
