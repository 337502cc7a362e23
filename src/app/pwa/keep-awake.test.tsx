import { act, renderHook } from '@testing-library/react';
import { useKeepAwake } from './keep-awake';

interface FakeSentinel { released: boolean; release: ReturnType<typeof vi.fn> }

function installWakeLock() {
  const sentinels: FakeSentinel[] = [];
  const request = vi.fn(async () => {
    const sentinel: FakeSentinel = { released: false, release: vi.fn(async () => void (sentinel.released = true)) };
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, sentinels };
}

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('useKeepAwake', () => {
  it('holds a screen wake lock while enabled and releases it when turned off', async () => {
    const { request, sentinels } = installWakeLock();
    const { rerender } = renderHook(({ on }) => useKeepAwake(on), { initialProps: { on: true } });
    await act(async () => undefined);
    expect(request).toHaveBeenCalledWith('screen');
    rerender({ on: false });
    expect(sentinels[0]?.release).toHaveBeenCalledOnce();
  });

  it('asks again when the page shows after the browser dropped the lock', async () => {
    const { request, sentinels } = installWakeLock();
    renderHook(() => useKeepAwake(true));
    await act(async () => undefined);
    // Hidden: the browser releases the lock on its own.
    await act(async () => {
      if (sentinels[0]) sentinels[0].released = true;
      setVisibility('hidden');
    });
    expect(request).toHaveBeenCalledTimes(1);
    await act(async () => setVisibility('visible'));
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing when disabled, and does not break where the API is missing or refuses', async () => {
    const { request } = installWakeLock();
    renderHook(() => useKeepAwake(false));
    expect(request).not.toHaveBeenCalled();
    request.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    renderHook(() => useKeepAwake(true));
    await act(async () => undefined);
    Reflect.deleteProperty(navigator, 'wakeLock');
    expect(() => renderHook(() => useKeepAwake(true))).not.toThrow();
  });
});
