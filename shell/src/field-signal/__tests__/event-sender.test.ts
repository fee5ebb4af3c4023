import { FIELD_EVENTS, type FieldEvent } from '@callvera/shared/field-events';
import { collectorAnswer, collectorRules } from '../../../../shared/registry/field-event-lines.js';
import { nextBatch } from '../event-batches';
import { createEventSender, FLUSH_AFTER_MS } from '../event-sender';

const { maxRequestTargetBytes, maxEventsPerBatch } = FIELD_EVENTS.wire;
const page = { pageLoad: '0f8fad5b-d9cb-469f-a165-70867728950e', shellRelease: '0.1.0', experiments: { pricing: 'annual-first' } };

function vital(index: number): FieldEvent {
  return {
    name: 'vital',
    time: 1_795_478_400_000 + index,
    route: '/',
    remote: 'landing',
    remoteRelease: '0.1.0',
    id: `v6-1795478400000-${1_000_000_000_000 + index}`,
    metric: 'LCP',
    value: 812,
    rating: 'good',
    element: `#main>section.hero>p:nth-of-type(${index})`.padEnd(180, 'x'),
    attributedTo: 'landing',
    attributedRelease: '0.1.0',
  };
}

/** How nginx and the CDN answer a request the page makes. */
function collectorTakes(url: string) {
  const { pathname, searchParams } = new URL(url, 'https://callvera.ai');
  expect(pathname).toBe(FIELD_EVENTS.wire.collectorPath);
  return collectorAnswer(
    {
      method: 'POST',
      targetLength: url.length,
      hasBody: false,
      fetchSite: 'same-origin',
      batch: searchParams.get(FIELD_EVENTS.wire.batchParam) ?? undefined,
    },
    '2026-11-24T12:00:00.000Z',
    collectorRules(),
  );
}

describe('batches', () => {
  it('hold as many events as fit what the collectors accept, and the collectors take them whole', () => {
    const events = Array.from({ length: 100 }, (_, index) => vital(index));
    const urls: string[] = [];
    let waiting = events;
    while (waiting.length) {
      const { url, taken } = nextBatch('/events', page, waiting);
      expect(url).not.toBeNull();
      urls.push(url!);
      waiting = waiting.slice(taken);
    }
    expect(urls.length).toBeGreaterThan(2);
    const lines = urls.flatMap((url) => {
      expect(url.length).toBeLessThanOrEqual(maxRequestTargetBytes);
      const answer = collectorTakes(url);
      expect(answer).toMatchObject({ status: 204 });
      return (answer.lines ?? []).map((line) => JSON.parse(line) as { time: string; experiments: object });
    });
    expect(lines).toHaveLength(100);
    expect(lines[99]).toMatchObject({ time: new Date(vital(99).time).toISOString(), experiments: page.experiments });
  });

  it('name the moment they are sent by the browser’s clock, a day off or not, and the collectors log it beside their own', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-23T12:00:05.000Z') });
    try {
      const { url } = nextBatch('/events', page, [vital(1)]);
      const [line] = (collectorTakes(url!).lines ?? []).map((text) => JSON.parse(text) as { sentAt: string; receivedAt: string });
      expect(line).toMatchObject({ sentAt: '2026-11-23T12:00:05.000Z', receivedAt: '2026-11-24T12:00:00.000Z' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('never hold more than the collectors take in one batch', () => {
    const tiny = Array.from({ length: 100 }, (_, index): FieldEvent => ({
      name: 'conversion',
      action: 'try-out-free',
      time: index + 1,
      route: '/',
      remoteRelease: '0.1.0',
    }));
    expect(nextBatch('/events', page, tiny).taken).toBe(maxEventsPerBatch);
  });

  it('drop an event that could never fit, rather than send what the collectors would refuse', () => {
    const huge = { ...vital(1), element: 'x'.repeat(maxRequestTargetBytes) };
    expect(nextBatch('/events', page, [huge, vital(2)])).toEqual({ url: null, taken: 1 });
  });
});

describe('the sender', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends what waited once FLUSH_AFTER_MS have passed, or at once when asked (the page is being left)', async () => {
    const post = jest.fn(async () => true);
    const sender = createEventSender({ path: '/events', page: () => page, post });
    sender.add(vital(1));
    sender.add(vital(2));
    jest.advanceTimersByTime(FLUSH_AFTER_MS - 1);
    expect(post).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(post).toHaveBeenCalledTimes(1);

    sender.add(vital(3));
    sender.flush();
    expect(post).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(FLUSH_AFTER_MS);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('sends nothing more from a page load whose collector failed once: no retries, no storm', async () => {
    const post = jest.fn(async () => false);
    const sender = createEventSender({ path: '/events', page: () => page, post });
    sender.add(vital(1));
    sender.flush();
    await Promise.resolve();
    for (let index = 2; index < 200; index += 1) sender.add(vital(index));
    sender.flush();
    jest.advanceTimersByTime(FLUSH_AFTER_MS * 10);
    expect(post).toHaveBeenCalledTimes(1);
  });
});
