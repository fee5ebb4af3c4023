import { REMOTE_FILES } from '@callvera/shared/page-marks';
import { filesKeptIn } from '../short-tasks';
import { installPerformanceTimeline } from '../../testing/fake-performance-timeline';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href);

let timeline: ReturnType<typeof installPerformanceTimeline>;
beforeEach(() => {
  timeline = installPerformanceTimeline();
});
afterEach(() => {
  timeline.uninstall();
  document.head.innerHTML = '';
});

describe("the files a page's template keeps", () => {
  it('asks for each in its own step, in the order the page lists them, with their hashes, and leaves no template behind', () => {
    document.head.innerHTML = `<template ${REMOTE_FILES}>
      <link rel="preload" href="https://pricing.example/remoteEntry.js" as="script" crossorigin integrity="sha384-entry">
      <link rel="preload" href="https://pricing.example/assets/plans.js" as="script" crossorigin integrity="sha384-plans">
    </template>`;

    const [first, second, ...rest] = filesKeptIn(REMOTE_FILES);
    expect(rest).toEqual([]);
    expect(document.querySelector(`template[${REMOTE_FILES}]`)).toBeNull();
    expect(preloads()).toEqual([]);

    first!();
    expect(preloads()).toEqual(['https://pricing.example/remoteEntry.js']);
    second!();
    expect(preloads()).toEqual(['https://pricing.example/remoteEntry.js', 'https://pricing.example/assets/plans.js']);
    expect(document.querySelector('link[href$="plans.js"]')?.getAttribute('integrity')).toBe('sha384-plans');
  });

  it("leaves out a file the page has already asked for: the runtime's script for the entry came first", () => {
    document.head.innerHTML = `<template ${REMOTE_FILES}>
      <link rel="preload" href="https://pricing.example/remoteEntry.js" as="script" crossorigin integrity="sha384-entry">
      <link rel="preload" href="https://pricing.example/assets/plans.js" as="script" crossorigin integrity="sha384-plans">
    </template>`;
    const steps = filesKeptIn(REMOTE_FILES);
    const entry = document.createElement('script');
    entry.src = 'https://pricing.example/remoteEntry.js';
    document.head.append(entry);

    for (const step of steps) step();
    expect(preloads()).toEqual(['https://pricing.example/assets/plans.js']);
  });

  it('leaves out a file whose answer has already come (the runtime removes its script once it has run)', () => {
    document.head.innerHTML = `<template ${REMOTE_FILES}>
      <link rel="preload" href="https://pricing.example/remoteEntry.js" as="script" crossorigin integrity="sha384-entry">
    </template>`;
    const steps = filesKeptIn(REMOTE_FILES);
    timeline.record({ entryType: 'resource', name: 'https://pricing.example/remoteEntry.js', startTime: 0 });

    for (const step of steps) step();
    expect(preloads()).toEqual([]);
  });

  it('has nothing to ask for on a page without them (the app loads its remote itself)', () => {
    expect(filesKeptIn(REMOTE_FILES)).toEqual([]);
  });
});
