import { REMOTE_FILES } from '../page-marks.js';
import { askForRemoteFiles } from '../remote-files.js';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href);

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the entry's request for the remote's files", () => {
  it("asks for the remote's files the page keeps, with their hashes, and leaves no template behind", () => {
    document.head.innerHTML = `<template ${REMOTE_FILES}>
      <link rel="preload" href="https://pricing.example/remoteEntry.js" as="script" crossorigin integrity="sha384-entry">
      <link rel="preload" href="https://pricing.example/assets/plans.js" as="script" crossorigin integrity="sha384-plans">
    </template>`;
    expect(preloads()).toEqual([]);

    askForRemoteFiles(REMOTE_FILES);

    expect(preloads()).toEqual(['https://pricing.example/remoteEntry.js', 'https://pricing.example/assets/plans.js']);
    expect(document.querySelector('link[href$="plans.js"]')?.getAttribute('integrity')).toBe('sha384-plans');
    expect(document.querySelector(`template[${REMOTE_FILES}]`)).toBeNull();
  });

  it('asks for nothing on a page without them (the app loads its remote itself)', () => {
    askForRemoteFiles(REMOTE_FILES);
    expect(preloads()).toEqual([]);
  });

  it('uses nothing but its argument and the page: the build writes its source into the entry', () => {
    document.head.innerHTML = `<template ${REMOTE_FILES}><link rel="preload" href="https://pricing.example/a.js" as="script"></template>`;
    new Function(`(${askForRemoteFiles.toString()})(${JSON.stringify(REMOTE_FILES)})`)();
    expect(preloads()).toEqual(['https://pricing.example/a.js']);
  });
});
