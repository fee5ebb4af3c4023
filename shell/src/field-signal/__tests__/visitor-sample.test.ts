import type { AssignmentStorage } from '../../composition/experiments';
import { visitorInSample } from '../visitor-sample';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

/** Whether a visitor whose browser keeps `storage` is in the sample at `rate`, with `draw` as the random draw. */
const inSample = (storage: AssignmentStorage, rate: number, draw: number) =>
  visitorInSample(
    () => storage,
    rate,
    () => draw,
  );

describe('visitorInSample', () => {
  it('takes or leaves a visitor whole: the same answer on every page load', () => {
    for (const draw of [0.05, 0.5, 0.95]) {
      const storage = memoryStorage();
      const first = inSample(storage, 0.3, draw);
      const later = Array.from({ length: 5 }, () => inSample(storage, 0.3, 1 - draw));
      expect(later).toEqual(Array(5).fill(first));
    }
  });

  it('takes the share of visitors the rate gives', () => {
    let taken = 0;
    for (let visitor = 0; visitor < 10_000; visitor++) if (inSample(memoryStorage(), 0.25, visitor / 10_000)) taken++;
    expect(taken).toBe(2_500);
  });

  it('leaves the storage alone while the rate takes everyone, or no one', () => {
    const storage = jest.fn(memoryStorage);
    expect(visitorInSample(storage, 1, Math.random)).toBe(true);
    expect(visitorInSample(storage, 0, Math.random)).toBe(false);
    expect(storage).not.toHaveBeenCalled();
  });

  it('draws for the page load alone where the browser keeps nothing', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(inSample(refusing, 0.5, 0.1)).toBe(true);
    expect(inSample(refusing, 0.5, 0.9)).toBe(false);
  });
});
