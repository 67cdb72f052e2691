// jsdom test environment with the Node globals jsdom lacks (TextEncoder, fetch, Request…),
// which react-router and RTK Query need.
const { TestEnvironment } = require('jest-environment-jsdom');
const util = require('util');

class JsdomWithNodeGlobals extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    g.TextEncoder = g.TextEncoder || util.TextEncoder;
    g.TextDecoder = g.TextDecoder || util.TextDecoder;
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'structuredClone', 'ReadableStream', 'BroadcastChannel']) {
      if (typeof globalThis[name] !== 'undefined') g[name] = globalThis[name];
    }
  }
}
module.exports = JsdomWithNodeGlobals;
