// The W3C Nu Html Checker (vnu.jar, the checker behind validator.w3.org)
// over every prerendered page of the build: any error fails, naming page,
// line and message, except where the checker lags behind what browsers
// already do (below). The pages are React's serialisation with our head
// and inlined styles, so this is where markup that no browser complains
// about (an id with a space, an attribute in the wrong place) is caught.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { preflight } from './lib/preflight.mjs';

preflight(['java']);

/**
 * What the checker reports though browsers support it: `<link rel="expect"
 * blocking="render">` (HTML's render-blocking, Chromium 124) and
 * cross-document view transitions (`@view-transition`, the
 * `::view-transition-*` pseudo-elements, which its CSS parser rejects).
 */
export const KNOWN_LAGS = [
  (message) => /A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/.test(message.message) && /rel="expect"/.test(message.extract),
  (message) => /CSS: Unrecognized at-rule “@view-transition”/.test(message.message),
  (message) => message.message === 'CSS: Parse Error.' && /tion-(group|old|new|image-pair)\(/.test(message.extract),
];

const dist = path.resolve(process.env.SITE_OUT ?? 'dist');
const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('index.html'))
  .map((file) => path.join(dist, file))
  .sort();
const jar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar');
const started = Date.now();
/**
 * The checker runs a few seconds: the JVM's second, optimising compiler
 * (C2) cost more CPU compiling than it saved (14 CPU s for 99 pages, 7 with
 * the first compiler alone, the same report). The first compiler's frames
 * are larger, so the schema's deep recursion needs a larger stack than the
 * checker's 512 kB minimum (1 MB overflowed; 2 MB held).
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-Xss8m'];
const result = spawnSync(process.env.JAVA_PATH, [...JVM_OPTIONS, '-jar', jar, '--errors-only', '--format', 'json', ...pages], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
if (result.status !== 0 && result.status !== 1) {
  console.error(`The checker did not run (exit ${result.status}):\n${result.stderr}`);
  process.exit(1);
}
const { messages } = JSON.parse(result.stderr);
const errors = messages.filter((message) => !KNOWN_LAGS.some((lag) => lag(message)));
const lagged = messages.length - errors.length;
for (const error of errors) console.error(`${path.relative(dist, new URL(error.url).pathname)}:${error.lastLine}: ${error.message}`);
console.log(`html: ${pages.length} pages, ${errors.length} errors (${lagged} reports of the checker's known lags set aside) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(errors.length > 0 ? 1 : 0);
