import { loadedOnIntent } from '../loaded-on-intent';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a part loaded on intent', () => {
  it('fetches once for every ask, press or warming, and keeps what came', async () => {
    const part = loadedOnIntent<string>('part');
    const load = jest.fn(async () => 'here');
    part.provide(load);
    expect(load).not.toHaveBeenCalled();

    await expect(part.warm()).resolves.toBe('here');
    await expect(part.get()).resolves.toBe('here');
    expect(load).toHaveBeenCalledTimes(1);
    expect(part.ready).toBe('here');
  });

  it('after a failed fetch, warming fetches nothing: the next fetch is the next press’s own', async () => {
    const part = loadedOnIntent<string>('part');
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('timed out')).mockResolvedValue('here');
    part.provide(load);
    await expect(part.warm()).rejects.toThrow('timed out');

    await expect(part.warm()).rejects.toThrow('the next waits for a press');
    expect(load).toHaveBeenCalledTimes(1);

    await expect(part.get()).resolves.toBe('here');
    await expect(part.warm()).resolves.toBe('here');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a press retries a fetch that failed for a press', async () => {
    const part = loadedOnIntent<string>('part');
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('timed out')).mockResolvedValue('here');
    part.provide(load);
    await expect(part.get()).rejects.toThrow('timed out');
    await expect(part.get()).resolves.toBe('here');
  });

  it('a failure of a fetch from before the part was provided again does not stop warming the new source', async () => {
    const part = loadedOnIntent<string>('part');
    let failOld!: (error: Error) => void;
    part.provide(() => new Promise<string>((_, reject) => (failOld = reject)));
    const old = part.get().catch(() => undefined);
    const load = jest.fn(async () => 'new');
    part.provide(load);
    failOld(new Error('timed out'));
    await old;
    await flush();

    await expect(part.warm()).resolves.toBe('new');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a part fetched before it was provided again, arriving after, is not the one presses reach', async () => {
    const part = loadedOnIntent<string>('engine');
    let arriveOld!: (old: string) => void;
    part.provide(() => new Promise<string>((resolve) => (arriveOld = resolve)));
    const warming = part.warm();
    part.provide(async () => 'new');
    arriveOld('old');
    await warming;
    expect(part.ready).toBeNull();

    await expect(part.get()).resolves.toBe('new');
    expect(part.ready).toBe('new');
  });

  it('a part fetched before one was handed over ready, arriving after, does not replace it', async () => {
    const part = loadedOnIntent<string>('engine');
    let arriveOld!: (old: string) => void;
    part.provide(() => new Promise<string>((resolve) => (arriveOld = resolve)));
    const warming = part.warm();
    part.provideReady('unavailable');
    arriveOld('old');
    await warming;
    expect(part.ready).toBe('unavailable');
  });

  it('rejects, naming the part, when nothing said where it comes from', async () => {
    const part = loadedOnIntent<string>('sample player');
    await expect(part.get()).rejects.toThrow('No sample player is provided');
    await expect(part.warm()).rejects.toThrow('No sample player is provided');
  });
});
