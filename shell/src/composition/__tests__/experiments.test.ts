import {
  assignVariant,
  experimentStorageKey,
  noteExposureSent,
  noteSentOnce,
  pickWeighted,
  readAssignment,
  type RemoteExperiment,
} from '../experiments';

const pricingExperiment: RemoteExperiment = {
  variants: [
    { name: 'control', entry: 'http://localhost:3002/mf-manifest.json', weight: 70 },
    { name: 'annual-first', entry: 'http://localhost:3002/annual-first/mf-manifest.json', weight: 30 },
  ],
};

/** mulberry32: a small seeded generator, so "many visitors" is the same run every time. */
function seededRandom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('pickWeighted', () => {
  it('splits the unit interval by weight', () => {
    expect(pickWeighted(pricingExperiment.variants, 0).name).toBe('control');
    expect(pickWeighted(pricingExperiment.variants, 0.699).name).toBe('control');
    expect(pickWeighted(pricingExperiment.variants, 0.7).name).toBe('annual-first');
    expect(pickWeighted(pricingExperiment.variants, 0.999).name).toBe('annual-first');
  });

  it('never picks a variant of weight 0', () => {
    const paused = [pricingExperiment.variants[0]!, { ...pricingExperiment.variants[1]!, weight: 0 }];
    expect(pickWeighted(paused, 0.99).name).toBe('control');
  });
});

describe('assignVariant', () => {
  it('holds the weights within 1.5 points over 20,000 seeded visitors', () => {
    const random = seededRandom(20261122);
    let annualFirst = 0;
    const visitors = 20_000;
    for (let visitor = 0; visitor < visitors; visitor++) {
      const { variant } = assignVariant('pricing', pricingExperiment, { storage: memoryStorage(), search: '', random });
      if (variant.name === 'annual-first') annualFirst++;
    }
    expect(Math.abs(annualFirst / visitors - 0.3)).toBeLessThan(0.015);
  });

  it('is sticky: a returning visitor keeps the stored variant whatever the draw, and the split it was drawn from', () => {
    const storage = memoryStorage();
    const first = assignVariant('pricing', pricingExperiment, { storage, search: '', random: () => 0.9 });
    const split = { control: 70, 'annual-first': 30 };
    expect(first).toEqual({ variant: expect.objectContaining({ name: 'annual-first' }), reason: 'drawn', weights: split });
    expect(readAssignment(storage, 'pricing')).toEqual({ variant: 'annual-first', weights: split, sent: [] });

    // The split is ramped since: the visitor keeps the variant, and the split it was assigned under.
    const ramped = { variants: pricingExperiment.variants.map((variant) => ({ ...variant, weight: 50 })) };
    const again = assignVariant('pricing', ramped, { storage, search: '', random: () => 0 });
    expect(again).toEqual({ variant: expect.objectContaining({ name: 'annual-first' }), reason: 'stored', weights: split });
  });

  it('keeps a visitor assigned before the split was recorded (a bare variant name), with no split', () => {
    const storage = memoryStorage({ [experimentStorageKey('pricing')]: 'annual-first' });
    expect(assignVariant('pricing', pricingExperiment, { storage, search: '', random: () => 0 })).toEqual({
      variant: expect.objectContaining({ name: 'annual-first' }),
      reason: 'stored',
    });
  });

  it('lets QA force a variant with ?pricing-variant=, without changing the stored one', () => {
    const storage = memoryStorage({ [experimentStorageKey('pricing')]: JSON.stringify({ variant: 'control', sent: [] }) });
    const forced = assignVariant('pricing', pricingExperiment, { storage, search: '?pricing-variant=annual-first', random: () => 0 });
    expect(forced).toEqual({ variant: expect.objectContaining({ name: 'annual-first' }), reason: 'override' });
    expect(readAssignment(storage, 'pricing')?.variant).toBe('control');
  });

  it('ignores an override or a stored name the experiment no longer has', () => {
    const storage = memoryStorage({ [experimentStorageKey('pricing')]: 'retired-variant' });
    const { variant, reason } = assignVariant('pricing', pricingExperiment, {
      storage,
      search: '?pricing-variant=nope',
      random: () => 0.1,
    });
    expect([variant.name, reason]).toEqual(['control', 'drawn']);
  });

  it('still assigns when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(assignVariant('pricing', pricingExperiment, { storage: broken, search: '', random: () => 0.5 }).variant.name).toBe('control');
  });
});

describe('noteSentOnce: what a visitor has sent of an experiment', () => {
  const assigned = () => memoryStorage({ [experimentStorageKey('pricing')]: JSON.stringify({ variant: 'annual-first', sent: [] }) });

  it('notes each thing once: a second exposure or a second conversion of a kind is not sent', () => {
    const storage = assigned();
    expect(noteSentOnce(storage, 'pricing', 'exposure')).toBe(true);
    expect(noteSentOnce(storage, 'pricing', 'exposure')).toBe(false);
    expect(noteSentOnce(storage, 'pricing', 'get-started', 'exposure')).toBe(true);
    expect(noteSentOnce(storage, 'pricing', 'get-started', 'exposure')).toBe(false);
    expect(noteSentOnce(storage, 'pricing', 'schedule-demo', 'exposure')).toBe(true);
    expect(readAssignment(storage, 'pricing')?.sent).toEqual(['exposure', 'get-started', 'schedule-demo']);
  });

  it('counts a conversion only after the exposure', () => {
    const storage = assigned();
    expect(noteSentOnce(storage, 'pricing', 'get-started', 'exposure')).toBe(false);
    noteSentOnce(storage, 'pricing', 'exposure');
    expect(noteSentOnce(storage, 'pricing', 'get-started', 'exposure')).toBe(true);
  });

  it('notes nothing for a visitor with no assignment kept (a browser that keeps nothing is left out)', () => {
    expect(noteSentOnce(memoryStorage(), 'pricing', 'exposure')).toBe(false);
    expect(noteExposureSent(memoryStorage(), 'pricing', Date.UTC(2026, 10, 3))).toBe(false);
  });

  it('keeps the UTC day the exposure was sent, whatever the zone, once: the day its conversions name', () => {
    const storage = assigned();
    // 23:30 in New York on 2 November is 04:30 on 3 November in UTC.
    expect(noteExposureSent(storage, 'pricing', Date.UTC(2026, 10, 3, 4, 30))).toBe(true);
    expect(noteExposureSent(storage, 'pricing', Date.UTC(2026, 10, 9))).toBe(false);
    expect(readAssignment(storage, 'pricing')).toEqual({ variant: 'annual-first', sent: ['exposure'], exposedOn: '2026-11-03' });
  });
});
