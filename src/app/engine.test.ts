// The engine loads once, when first needed; an action asked for before it has loaded runs once it
// has, unless the start found entries it could not read (the recovery screen holds the app).
import type { Engine } from './engine';

const start = vi.fn<() => Promise<Engine>>();
vi.mock('./engine-start', () => ({ start: () => start() }));

const engine = { store: {}, persistence: {} } as unknown as Engine;

/** A fresh engine module (its state is the module's) and the status it reads, with `start` doing `impl`. */
async function freshEngine(impl: (status: typeof import('../store/persistence/status')) => Promise<Engine>) {
  vi.resetModules();
  const status = await import('../store/persistence/status');
  start.mockReset().mockImplementation(() => impl(status));
  return import('./engine');
}

describe('the engine', () => {
  it('starts once however many ask, and is there at once afterwards', async () => {
    const { startEngine, startedEngine } = await freshEngine(async () => engine);
    expect(startedEngine()).toBeNull();
    const [a, b] = await Promise.all([startEngine(), startEngine()]);
    expect(a).toBe(engine);
    expect(b).toBe(engine);
    expect(start).toHaveBeenCalledTimes(1);
    expect(startedEngine()).toBe(engine);
  });

  it('runs an action at once when started, else once it has', async () => {
    const { withEngine, startEngine } = await freshEngine(async () => engine);
    const act = vi.fn();
    withEngine(act);
    expect(act).not.toHaveBeenCalled();
    await startEngine();
    await Promise.resolve();
    expect(act).toHaveBeenCalledWith(engine);
    withEngine(act);
    expect(act).toHaveBeenCalledTimes(2);
  });

  it('does nothing behind the recovery screen: the start found an entry it could not read', async () => {
    const { withEngine, startEngine } = await freshEngine(async ({ appStatus }) => {
      appStatus.setState({ unreadable: [{ key: 'databook:sheet:x', kind: 'sheet', name: 'Bram', raw: '{', reason: 'parse', issues: [] }] });
      return engine;
    });
    const act = vi.fn();
    withEngine(act);
    await startEngine();
    await Promise.resolve();
    expect(act).not.toHaveBeenCalled();
  });

  it('tries again on the next need when its code did not load', async () => {
    let fail = true;
    const { startEngine } = await freshEngine(async () => {
      if (fail) throw new Error('offline');
      return engine;
    });
    await expect(startEngine()).rejects.toThrow('offline');
    fail = false;
    await expect(startEngine()).resolves.toBe(engine);
    expect(start).toHaveBeenCalledTimes(2);
  });
});
