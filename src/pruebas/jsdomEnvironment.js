// jsdom test environment with the Node globals jsdom lacks (TextEncoder, fetch, Request, streams…),
// which react-router, RTK Query and msw need.
const { TestEnvironment } = require('jest-environment-jsdom');
const util = require('util');
const { implForWrapper } = require('jsdom/lib/jsdom/living/generated/utils.js');

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
    g.Request = requestConFormDataDeJsdom(globalThis.Request, g.FormData);
  }
}

/**
 * Node's Request, taking jsdom's FormData as a body (an XMLHttpRequest's, as msw hands it on).
 * Node 20's fetch accepted any object that looked like a FormData; Node 24's takes only its own and
 * sends any other as the text "[object FormData]", which the fake api.php cannot read: the form is
 * copied into Node's FormData, files with their bytes.
 */
function requestConFormDataDeJsdom(RequestDeNode, FormDataDeJsdom) {
  const aFormDataDeNode = (form) => {
    const copia = new globalThis.FormData();
    for (const [nombre, valor] of form) {
      if (typeof valor === 'string') copia.append(nombre, valor);
      else
        copia.append(
          nombre,
          new globalThis.File([implForWrapper(valor)._buffer], valor.name, { type: valor.type, lastModified: valor.lastModified }),
        );
    }
    return copia;
  };
  return class Request extends RequestDeNode {
    constructor(entrada, init) {
      super(entrada, init && init.body instanceof FormDataDeJsdom ? { ...init, body: aFormDataDeNode(init.body) } : init);
    }
  };
}
module.exports = JsdomWithNodeGlobals;
