// The Node version the project needs, read from package.json's `engines`,
// checked before `npm start` and `npm test` do anything. Written for old
// Node versions too (no newer syntax), so they reach the message.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const required = manifest.engines.node.replace(/^>=\s*/, '');

const parts = (version) => version.replace(/^v/, '').split('.').map(Number);

/**
 * Whether `version` (`v20.19.0`, `20.19`) is at least the required one.
 * @param {string} version
 * @param {string} [minimum]
 * @returns {boolean}
 */
export function meetsRequirement(version, minimum = required) {
  const have = parts(version);
  const need = parts(minimum);
  for (let index = 0; index < need.length; index += 1) {
    const a = have[index] || 0;
    const b = need[index] || 0;
    if (a !== b) return a > b;
  }
  return true;
}

/**
 * Stops the process with one clear line when this Node is older than package.json's `engines`.
 * @returns {void}
 */
export function checkNodeVersion() {
  if (meetsRequirement(process.version)) return;
  console.error(`This project needs Node ${required} or newer; this is Node ${process.version.replace(/^v/, '')}. Install a newer Node (https://nodejs.org) and run the command again.`);
  process.exit(1);
}
