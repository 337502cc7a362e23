import { registerBeforeReload, runBeforeReload } from './before-reload';

describe('registerBeforeReload', () => {
  it('runs every registered flush and reports success', async () => {
    const calls: string[] = [];
    const offA = registerBeforeReload(() => void calls.push('sync'));
    const offB = registerBeforeReload(async () => {
      await Promise.resolve();
      calls.push('async');
    });
    await expect(runBeforeReload()).resolves.toBe(true);
    expect(calls.sort()).toEqual(['async', 'sync']);
    offA();
    offB();
  });

  it('reports failure when one flush fails, after letting the others finish', async () => {
    const other = vi.fn();
    const offA = registerBeforeReload(() => Promise.reject(new Error('quota exceeded')));
    const offB = registerBeforeReload(other);
    await expect(runBeforeReload()).resolves.toBe(false);
    expect(other).toHaveBeenCalledOnce();
    offA();
    offB();
  });

  it('forgets a flush once unregistered', async () => {
    const flush = vi.fn();
    registerBeforeReload(flush)();
    await runBeforeReload();
    expect(flush).not.toHaveBeenCalled();
  });
});
