import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { healStalledOffers, OFFER_JITTER_MS, OFFER_STALL_MS } from './stalled-offers';

// A connection as y-webrtc keeps it in room.webrtcConns: destroying it closes its peer, and
// y-webrtc then removes it and announces this device again (not modelled here).
function connection(signalingState: string, { connected = false, remoteDescription = null as object | null } = {}) {
  return { connected, closed: false, destroy: vi.fn(), peer: { _pc: { signalingState, remoteDescription } } };
}

describe('a negotiation that never completes is withdrawn, so the two devices can meet again', () => {
  let stop = () => {};
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  const watch = (conns: Map<string, ReturnType<typeof connection>>, random = () => 0) => {
    stop = healStalledOffers({ room: { webrtcConns: conns } } as never, { now: Date.now, random });
  };

  it('withdraws an offer still unanswered after the stall time, and not before', () => {
    const waiting = connection('have-local-offer');
    watch(new Map([['gm', waiting]]));
    vi.advanceTimersByTime(1000 + OFFER_STALL_MS - 1000);
    expect(waiting.destroy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(waiting.destroy).toHaveBeenCalledOnce();
  });

  it('withdraws an answering connection that never got an offer (made by a stray ICE candidate)', () => {
    const orphan = connection('stable');
    watch(new Map([['gm', orphan]]));
    vi.advanceTimersByTime(1000 + OFFER_STALL_MS);
    expect(orphan.destroy).toHaveBeenCalledOnce();
  });

  it('waits a random extra time of up to the jitter, so two waiting devices do not withdraw together', () => {
    const waiting = connection('have-local-offer');
    watch(new Map([['gm', waiting]]), () => 0.999);
    vi.advanceTimersByTime(1000 + OFFER_STALL_MS);
    expect(waiting.destroy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(OFFER_JITTER_MS);
    expect(waiting.destroy).toHaveBeenCalledOnce();
  });

  it('leaves alone a connection that formed, and ones whose offer and answer came in time while the network path is still tried', () => {
    const description = { type: 'answer' };
    const formed = connection('stable', { connected: true, remoteDescription: description });
    const answered = connection('have-local-offer');
    const answering = connection('have-remote-offer', { remoteDescription: { type: 'offer' } });
    watch(new Map([['a', formed], ['b', answered], ['c', answering]]));
    vi.advanceTimersByTime(2000);
    answered.peer._pc.signalingState = 'stable';
    answered.peer._pc.remoteDescription = description;
    answering.peer._pc.signalingState = 'stable';
    vi.advanceTimersByTime(OFFER_STALL_MS + OFFER_JITTER_MS + 2000);
    for (const each of [formed, answered, answering]) expect(each.destroy).not.toHaveBeenCalled();
  });

  it('stops checking once stopped', () => {
    const waiting = connection('have-local-offer');
    watch(new Map([['gm', waiting]]));
    vi.advanceTimersByTime(1000);
    stop();
    vi.advanceTimersByTime(OFFER_STALL_MS + OFFER_JITTER_MS + 1000);
    expect(waiting.destroy).not.toHaveBeenCalled();
  });
});
