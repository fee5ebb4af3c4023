// jsdom has no fetch; the site's config loaders and the Vapi SDK need Node's own (and its streams, a Response's body).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of [
      'fetch',
      'Response',
      'Request',
      'Headers',
      'ReadableStream',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
    ]) {
      if (typeof this.global[name] === 'undefined' || name === 'fetch' || name === 'Response') this.global[name] = globalThis[name];
    }
    // jsdom keeps no performance timeline: a page under test knows no entry of any type, as before its first navigation entry.
    if (typeof this.global.performance.getEntriesByType !== 'function') this.global.performance.getEntriesByType = () => [];
  }
}

module.exports = JsdomWithFetch;
