// jsdom test environment with the Node globals jsdom lacks (TextEncoder, fetch, Request, streams…),
// which react-router, RTK Query and msw need.
const { TestEnvironment } = require('jest-environment-jsdom');
const util = require('util');

class JsdomWithNodeGlobals extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    g.TextEncoder = g.TextEncoder || util.TextEncoder;
    g.TextDecoder = g.TextDecoder || util.TextDecoder;
    // the streams and FormData/Blob/File are msw's (the fake api.php of page tests): it builds Node's Request and Response
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'AbortController',
      'AbortSignal',
      'structuredClone',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'TextDecoderStream',
      'BroadcastChannel',
    ]) {
      if (typeof globalThis[name] !== 'undefined') g[name] = globalThis[name];
    }
  }
}
module.exports = JsdomWithNodeGlobals;
