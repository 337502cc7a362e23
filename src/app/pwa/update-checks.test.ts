import { checkForUpdate, scheduleUpdateChecks, UPDATE_INTERVAL_MS } from './update-checks';

function fakeRegistration(overrides: Partial<ServiceWorkerRegistration> = {}) {
  return { installing: null, update: vi.fn(() => Promise.resolve()), ...overrides } as unknown as ServiceWorkerRegistration & {
    update: ReturnType<typeof vi.fn>;
  };
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('update checks', () => {
  it('checks about once an hour while online', async () => {
    vi.useFakeTimers();
    setOnline(true);
    const registration = fakeRegistration();
    const stop = scheduleUpdateChecks(registration);
    expect(UPDATE_INTERVAL_MS).toBe(3_600_000);
    await vi.advanceTimersByTimeAsync(UPDATE_INTERVAL_MS - 1);
    expect(registration.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(registration.update).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(UPDATE_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(UPDATE_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('skips the check while offline, and checks at once when the connection comes back', async () => {
    vi.useFakeTimers();
    setOnline(false);
    const registration = fakeRegistration();
    const stop = scheduleUpdateChecks(registration);
    await vi.advanceTimersByTimeAsync(UPDATE_INTERVAL_MS);
    expect(registration.update).not.toHaveBeenCalled();
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    expect(registration.update).toHaveBeenCalledOnce();
    stop();
  });

  it('does not ask while a new worker is already installing, and survives an unreachable server', async () => {
    setOnline(true);
    const installing = fakeRegistration({ installing: {} as ServiceWorker });
    await expect(checkForUpdate(installing)).resolves.toBe(false);
    expect(installing.update).not.toHaveBeenCalled();
    const unreachable = fakeRegistration({ update: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) });
    await expect(checkForUpdate(unreachable)).resolves.toBe(false);
  });
});
