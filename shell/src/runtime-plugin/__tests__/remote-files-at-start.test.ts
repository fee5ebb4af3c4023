import { REMOTE_FILES } from '@callvera/shared/page-marks';
import remoteFilesAtStartPlugin from '../remote-files-at-start';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the remote-files-at-start plugin', () => {
  it("asks for the remote's files the page keeps, as federation makes the plugin, with their hashes", () => {
    document.head.innerHTML = `<template ${REMOTE_FILES}>
      <link rel="preload" href="https://pricing.example/remoteEntry.js" as="script" crossorigin integrity="sha384-entry">
      <link rel="preload" href="https://pricing.example/assets/plans.js" as="script" crossorigin integrity="sha384-plans">
    </template>`;
    expect(preloads()).toEqual([]);

    remoteFilesAtStartPlugin();

    expect(preloads()).toEqual(['https://pricing.example/remoteEntry.js', 'https://pricing.example/assets/plans.js']);
    expect(document.querySelector('link[href$="plans.js"]')?.getAttribute('integrity')).toBe('sha384-plans');
    expect(document.querySelector(`template[${REMOTE_FILES}]`)).toBeNull();
  });

  it('asks for nothing on a page without them (the app loads its remote itself)', () => {
    expect(remoteFilesAtStartPlugin().name).toBe('remote-files-at-start');
    expect(preloads()).toEqual([]);
  });
});
