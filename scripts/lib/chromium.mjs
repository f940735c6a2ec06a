// The one browser every check uses, and the flags it gets, for the story
// runner, the docs pages, the end-to-end tests and the benchmark alike; and
// how `npm test` and `npm run bench` find it (or install it) before they start.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import path from 'node:path';

/** The names a Chromium goes by on Linux distributions and in Google's packages, in the order tried. */
const commandNames = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Every candidate, best first: `CHROME_PATH` alone when it is set (a choice, not a hint), else each name on the `PATH`. */
function candidates() {
  if (process.env.CHROME_PATH) return [process.env.CHROME_PATH];
  const onPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return [...new Set(commandNames.flatMap((name) => onPath.map((dir) => path.join(dir, name))).filter(isExecutable))];
}

/**
 * The machine's Chromium: `CHROME_PATH`, else the first of the usual names
 * on the `PATH` (Debian's `/usr/bin/chromium` when nothing is found, so an
 * error names the file Debian's package installs). Nothing downloads a
 * browser. `npm test` sets `CHROME_PATH` to the one its preflight started,
 * so every step below it uses that one.
 */
export const chromiumPath = candidates()[0] ?? '/usr/bin/chromium';

/** No calling home, no updates, no first-run pages: for every test browser. */
export const quietArgs = ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/**
 * For browsers that show the built Storybook: glyph outlines without hinting
 * draw the same on every machine, so story screenshots match their baselines
 * and docs pages lay out text as those stories do. The end-to-end tests keep
 * the default hinting, as a visitor's browser has it.
 */
export const storybookArgs = [...quietArgs, '--font-render-hinting=none'];

/** The version line a browser prints, or undefined when it does not start within 20 s. */
function versionOf(file) {
  const result = spawnSync(file, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  const line = result.status === 0 ? result.stdout.trim().split('\n').at(-1) : '';
  return line || undefined;
}

/** The first candidate that really starts (`--version`), with its version line. */
export function findChromium() {
  for (const file of candidates()) {
    const version = versionOf(file);
    if (version) return { path: file, version };
  }
  return undefined;
}

/** Debian or one of its derivatives (Ubuntu …), read from `/etc/os-release`. */
function isDebianLike() {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return /^ID(_LIKE)?="?[^"\n]*\b(debian|ubuntu)\b/m.test(release);
  } catch {
    return false;
  }
}

/** Whether dpkg lists the package as installed (then installing it again changes nothing). */
function debianPackageInstalled(name) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

/** Installs Debian packages; returns whether apt-get succeeded. Its output is shown only when it fails. */
export function aptInstall(packages) {
  const options = { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...packages]]) {
    const result = spawnSync('apt-get', args, options);
    if (result.status !== 0) {
      process.stderr.write(`apt-get ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
      return false;
    }
  }
  return true;
}

/** Whether this process may install Debian packages itself: root on Debian or Ubuntu. */
export const canInstallPackages = () => process.getuid?.() === 0 && isDebianLike();

const howToInstall = 'Install Debian\'s Chromium (`sudo apt-get install chromium`) or set CHROME_PATH to a Chromium or Chrome that starts, then run the command again.';

/**
 * Finds a Chromium that starts, installing Debian's `chromium` first when
 * there is none and this process may (root on Debian or Ubuntu). Returns it,
 * or an error message naming what to do; it never downloads a browser.
 */
export function ensureChromium(log = console.log) {
  const found = findChromium();
  if (found) return { browser: found };
  if (process.env.CHROME_PATH) return { error: `CHROME_PATH is ${process.env.CHROME_PATH}, which does not start (\`--version\` failed). Point it at a Chromium or Chrome that starts, or unset it to use the machine's.` };
  const failed = candidates();
  const looked = `looked for ${commandNames.join(', ')} on the PATH${failed.length ? `; ${failed.join(', ')} did not start` : ''}`;
  if (canInstallPackages() && !debianPackageInstalled('chromium')) {
    log('No Chromium found: installing Debian\'s chromium (apt-get install -y chromium) …');
    const installed = aptInstall(['chromium']) && findChromium();
    if (installed) return { browser: installed };
    return { error: `apt-get could not install a working chromium. ${howToInstall}` };
  }
  return { error: `No Chromium that starts was found (${looked}). ${howToInstall}` };
}
