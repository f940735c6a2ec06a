// React DOM's client reaches the browser as one CommonJS file of 600 kB
// (react-dom/cjs/react-dom-client.production.js). Bundled as it is, Rolldown
// wraps it in a function that runs when an island first needs it: V8 then
// compiles that whole function on the main thread, in the same task that
// runs it, which at the reference phone was one task of 300 to 500 ms
// (docs/decisions/015-islands-cost-what-they-show.md). As an ES module the
// same code is the module's own top level, which the browser compiles while
// it streams the file in, off the main thread; the task that runs it took
// 100 to 200 ms. The file's shape is stable (three requires, three exports);
// a React release that changes it fails the build here rather than shipping
// the slow path unnoticed.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The production client of React DOM, which `react-dom/client` loads in production (the package exports no path to it).
 * @type {string}
 */
export const REACT_DOM_CLIENT = path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs', 'react-dom-client.production.js');

const REQUIRES = 'var Scheduler = require("scheduler"),\n  React = require("react"),\n  ReactDOM = require("react-dom");';
const IMPORTS = 'import * as Scheduler from "scheduler";\nimport * as React from "react";\nimport * as ReactDOM from "react-dom";';
const EXPORT = /^exports\.(\w+) = /gm;

/**
 * The client's source as an ES module: its requires as imports, its `exports.x =` as exports.
 * @param {string} code
 * @returns {string}
 */
export function asModule(code) {
  if (!code.includes(REQUIRES)) throw new Error(`${REACT_DOM_CLIENT} no longer starts with the three requires this transform expects: check scripts/build/reactDomAsModule.mjs against the new React DOM`);
  const exported = [...code.matchAll(EXPORT)].map((match) => match[1]);
  if (!['createRoot', 'hydrateRoot', 'version'].every((name) => exported.includes(name))) throw new Error(`${REACT_DOM_CLIENT} exports ${exported.join(', ')}: expected createRoot, hydrateRoot and version`);
  if (/\b(module\.exports|exports\.\w+)/.test(code.replace(EXPORT, ''))) throw new Error(`${REACT_DOM_CLIENT} uses module or exports beyond its three exports`);
  return code.replace(REQUIRES, IMPORTS).replace(EXPORT, 'export const $1 = ');
}

/**
 * A Vite plugin for the client build: `react-dom/client` is React DOM's production client as an ES module.
 * @returns {import('vite').Plugin}
 */
export function reactDomAsModule() {
  return {
    name: 'react-dom-client-as-module',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'pre',
    resolveId: (id) => (id === 'react-dom/client' ? REACT_DOM_CLIENT : undefined),
    transform: (code, id) => (id === REACT_DOM_CLIENT ? { code: asModule(code), map: null } : undefined),
  };
}
