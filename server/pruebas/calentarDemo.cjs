// jest's globalSetup runs outside the test runtime (no moduleNameMapper): tsx loads the TypeScript
// with tsconfig.json's paths (@/, @server/)
require('tsx/cjs');
module.exports = require('./calentarDemo.ts').default;
