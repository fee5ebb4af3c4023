import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inFreshBrowser } from '../bench/fresh-browser.mjs';

/** A launcher that hands out browsers on ports 9001, 9002... and records what became of each. */
function recordingLauncher() {
  const browsers = [];
  const launch = async () => {
    const browser = { port: 9001 + browsers.length, killed: false };
    browsers.push(browser);
    return { port: browser.port, kill: async () => (browser.killed = true) };
  };
  return { launch, browsers };
}

test('each run gets a browser launched for it, closed once the run is done, as the Lighthouse CLI runs', async () => {
  const { launch, browsers } = recordingLauncher();
  const ports = [];
  for (let run = 0; run < 3; run++) {
    const result = await inFreshBrowser(async (port) => {
      assert.equal(browsers.filter((browser) => !browser.killed).length, 1, 'only this run’s browser is open while it runs');
      ports.push(port);
      return `run ${run}`;
    }, launch);
    assert.equal(result, `run ${run}`, "the run's result is handed back");
  }
  assert.deepEqual(ports, [9001, 9002, 9003], 'no run is measured in an earlier run’s browser');
  assert.ok(
    browsers.every((browser) => browser.killed),
    'every browser is closed',
  );
});

test("a run that fails still closes its browser, and its error is the caller's", async () => {
  const { launch, browsers } = recordingLauncher();
  await assert.rejects(
    inFreshBrowser(async () => {
      throw new Error('Lighthouse could not load /pricing');
    }, launch),
    /could not load \/pricing/,
  );
  assert.equal(browsers.length, 1);
  assert.ok(browsers[0].killed);
});
