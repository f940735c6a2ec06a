// The three engines the suite drives, and how each is found, installed and
// started: Chromium for every check (the story runner, the docs pages, the
// end-to-end tests, the benchmark), Firefox ESR and WebKitGTK (Safari's and
// every iPhone browser's engine) for the engine passes; Java, which the W3C
// HTML checker runs on, nginx, which serves the build as production may,
// and Python's feedparser, which reads the feeds. Nothing downloads a browser or a runtime of its own: each comes from
// the machine, or from Debian's packages when `npm test` may install them.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portTaken, spawnGroup } from './process.mjs';

/** @typedef {'chromium' | 'firefox' | 'webkit' | 'java' | 'nginx' | 'feedparser'} EngineName */

/**
 * @typedef {object} FoundEngine
 * @property {string} path
 * @property {string} version
 */

/**
 * Each engine: the variable that chooses its executable, the command names
 * tried on the `PATH` when the variable is unset, how to ask it for its
 * version (proof that it starts), and the Debian packages that bring it.
 * @type {Record<EngineName, { label: string, variable: string, names: string[], directories?: string[], packages: string[] }>}
 */
export const engines = {
  chromium: {
    label: 'Chromium',
    variable: 'CHROME_PATH',
    names: ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'],
    packages: ['chromium'],
    version: (file) => run(file, ['--version']),
  },
  firefox: {
    label: 'Firefox',
    variable: 'FIREFOX_PATH',
    names: ['firefox-esr', 'firefox'],
    packages: ['firefox-esr'],
    version: (file) => run(file, ['--version']),
  },
  webkit: {
    label: 'WebKitGTK',
    // The W3C WebDriver server; it starts WebKitGTK's MiniBrowser (below).
    variable: 'WEBKIT_DRIVER_PATH',
    names: ['WebKitWebDriver'],
    packages: ['webkit2gtk-driver', 'xvfb'],
    // The driver has no version flag; the browser it starts has, and needs a display, which xvfb-run gives it.
    version: (file) => {
      const browser = miniBrowserPath();
      return isExecutable(file) && browser ? run('xvfb-run', ['-a', browser, '--version']) : undefined;
    },
  },
  // Not a browser: the runtime of the W3C HTML checker (vnu-jar), found and installed the same way.
  java: {
    label: 'Java',
    variable: 'JAVA_PATH',
    names: ['java'],
    packages: ['default-jre-headless'],
    // `java -version` writes to stderr.
    version: (file) => {
      const result = spawnSync(file, ['-version'], { encoding: 'utf8', timeout: 20_000 });
      return result.status === 0 ? result.stderr.trim().split('\n')[0] || 'started' : undefined;
    },
  },
  // Not a browser: the web server production may run, which `npm test` serves the build with (scripts/test-nginx.mjs),
  // with its JavaScript module (njs), which chooses the language of `/`.
  nginx: {
    label: 'nginx',
    variable: 'NGINX_PATH',
    names: ['nginx'],
    // Debian keeps it in /usr/sbin, which a user's PATH may lack.
    directories: ['/usr/sbin'],
    packages: ['nginx', 'libnginx-mod-http-js'],
    version: (file) => {
      if (!existsSync(NGINX_JS_MODULE)) return undefined;
      const result = spawnSync(file, ['-v'], { encoding: 'utf8', timeout: 20_000 });
      return result.status === 0 ? result.stderr.trim() || 'started' : undefined;
    },
  },
  // Not a browser: the feed parser most readers' parsing follows (Python's feedparser), which reads every feed the
  // build writes as it is served (tests/e2e/blog.e2e.test.ts). The Python that has it: a PATH's first python3 may not.
  feedparser: {
    label: 'feedparser',
    variable: 'FEEDPARSER_PYTHON',
    names: ['python3'],
    directories: ['/usr/bin'],
    packages: ['python3-feedparser'],
    version: (file) => run(file, ['-c', 'import feedparser; print("feedparser " + feedparser.__version__)']),
  },
};

/**
 * Where Debian's `libnginx-mod-http-js` puts nginx's JavaScript module.
 * @type {string}
 */
export const NGINX_JS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';

/** The last line a command prints when it exits 0 within 20 s, or undefined. */
function run(file, args) {
  const result = spawnSync(file, args, { encoding: 'utf8', timeout: 20_000 });
  return result.status === 0 ? result.stdout.trim().split('\n').at(-1) || 'started' : undefined;
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** An engine's candidates, best first: its variable alone when set (a choice, not a hint), else each name on the `PATH`. */
function candidates(engine) {
  const chosen = process.env[engine.variable];
  if (chosen) return [chosen];
  const onPath = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), ...(engine.directories ?? [])];
  return [...new Set(engine.names.flatMap((name) => onPath.map((dir) => path.join(dir, name))).filter(isExecutable))];
}

/**
 * WebKitGTK's browser, which WebKitWebDriver starts: `WEBKIT_BROWSER_PATH`,
 * else Debian's (and Ubuntu's) place for it, under the machine's triplet.
 * @returns {string | undefined}
 */
export function miniBrowserPath() {
  if (process.env.WEBKIT_BROWSER_PATH) return process.env.WEBKIT_BROWSER_PATH;
  try {
    for (const triplet of readdirSync('/usr/lib')) {
      for (const api of ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0']) {
        const file = path.join('/usr/lib', triplet, api, 'MiniBrowser');
        if (isExecutable(file)) return file;
      }
    }
  } catch {
    /* no /usr/lib */
  }
  return undefined;
}

/**
 * The machine's Chromium: `CHROME_PATH`, else the first of the usual names
 * on the `PATH` (Debian's `/usr/bin/chromium` when nothing is found, so an
 * error names the file Debian's package installs). `npm test` sets
 * `CHROME_PATH` to the one its preflight started, so every step uses it.
 * @type {string}
 */
export const chromiumPath = candidates(engines.chromium)[0] ?? '/usr/bin/chromium';

/**
 * No calling home, no updates, no first-run pages: for every test Chromium.
 * @type {string[]}
 */
export const quietArgs = ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/**
 * For browsers that show the built Storybook: glyph outlines without hinting
 * draw the same on every machine, so story screenshots match their baselines
 * and docs pages lay out text as those stories do. The end-to-end tests keep
 * the default hinting, as a visitor's browser has it.
 * @type {string[]}
 */
export const storybookArgs = [...quietArgs, '--font-render-hinting=none'];

/**
 * The first candidate that really starts, with its version line.
 * @param {EngineName} name
 * @returns {FoundEngine | undefined}
 */
export function findEngine(name) {
  const engine = engines[name];
  for (const file of candidates(engine)) {
    const version = engine.version(file);
    if (version) return { path: file, version };
  }
  return undefined;
}

/** Debian or one of its derivatives (Ubuntu …), read from `/etc/os-release`. */
function isDebianLike() {
  try {
    return /^ID(_LIKE)?="?[^"\n]*\b(debian|ubuntu)\b/m.test(readFileSync('/etc/os-release', 'utf8'));
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
function aptInstall(packages) {
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

/**
 * Finds every engine named, installing Debian's packages first for those
 * missing when this process may (root on Debian or Ubuntu; one apt-get for
 * all of them). Returns each engine found, and one message naming what to
 * do for those that are not.
 * @param {EngineName[]} names
 * @param {(line: string) => void} [log]
 * @returns {{ found: Partial<Record<EngineName, FoundEngine>>, error?: string }}
 */
export function ensureEngines(names, log = console.log) {
  const found = Object.fromEntries(names.map((name) => [name, findEngine(name)]));
  const missing = names.filter((name) => !found[name]);
  const installable = missing.filter((name) => !process.env[engines[name].variable]).flatMap((name) => engines[name].packages).filter((pkg) => !debianPackageInstalled(pkg));
  if (installable.length > 0 && process.getuid?.() === 0 && isDebianLike()) {
    log(`Installing Debian's ${installable.join(', ')} for ${missing.map((name) => engines[name].label).join(', ')} (apt-get install -y ${installable.join(' ')}) …`);
    if (aptInstall(installable)) for (const name of missing) found[name] = findEngine(name);
  }
  const still = names.filter((name) => !found[name]);
  if (still.length === 0) return { found };
  const lines = still.map((name) => {
    const engine = engines[name];
    const set = process.env[engine.variable];
    return set
      ? `${engine.label}: ${engine.variable} is ${set}, which does not start. Point it at one that does, or unset it.`
      : `${engine.label}: none starts (looked for ${engine.names.join(', ')} on the PATH). Install Debian's \`${engine.packages.join(' ')}\` (sudo apt-get install ${engine.packages.join(' ')}) or set ${engine.variable}.`;
  });
  return { found, error: lines.join('\n') };
}

/**
 * GTK draws MiniBrowser's toolbar no narrower than 447 px; a phone is 390.
 * A theme of our own lets every widget shrink, so the page gets the width
 * asked for. Only the test browser reads it (XDG_CONFIG_HOME).
 */
const narrowGtk = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; }\n';

/**
 * Starts WebKitWebDriver on `port` under a virtual display, and resolves
 * once it answers; `stop` ends it with its display and browsers, as does
 * the test process's end, however it ends. `capabilities` is what a new
 * session asks for to get WebKitGTK's MiniBrowser.
 *
 * A port already held is refused: a run that talked to another run's
 * driver failed with «Maximum number of active sessions».
 * @param {number} port
 * @returns {Promise<{ url: string, capabilities: Record<string, unknown>, stop: () => void }>}
 */
export async function startWebKitDriver(port) {
  const driver = findEngine('webkit');
  if (!driver) throw new Error('WebKitWebDriver does not start: run `npm test`, whose preflight installs it, or see scripts/lib/browsers.mjs');
  if (await portTaken(`http://127.0.0.1:${port}`)) {
    throw new Error(`port ${port} is already in use (another run's WebKitWebDriver?): stop it, or choose another port with WEBKIT_DRIVER_PORT`);
  }
  const config = mkdtempSync(path.join(tmpdir(), 'webkit-gtk-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), narrowGtk);
  // Its own process group (xvfb-run, Xvfb, the driver and the browsers it starts), ended by `stop`, by this process's end and by npm test.
  const { stop } = spawnGroup('xvfb-run', ['-a', driver.path, `--port=${port}`], { stdio: 'ignore', env: { ...process.env, XDG_CONFIG_HOME: config } });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${url}/status`)).ok) break;
    } catch {
      if (attempt > 300) {
        stop();
        throw new Error(`WebKitWebDriver did not answer on ${url}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    capabilities: { 'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] } },
    stop,
  };
}

/**
 * Starts Firefox ESR headless, driven over WebDriver BiDi by puppeteer-core (no driver needed).
 * @returns {Promise<import('puppeteer-core').Browser>}
 */
export async function launchFirefox() {
  const firefox = findEngine('firefox');
  if (!firefox) throw new Error('Firefox does not start: run `npm test`, whose preflight installs it, or set FIREFOX_PATH');
  const { default: puppeteer } = await import('puppeteer-core');
  return puppeteer.launch({ browser: 'firefox', executablePath: firefox.path, protocol: 'webDriverBiDi', headless: true });
}

/**
 * The faces a screenshot may use, from the project alone: a fontconfig file
 * that lists only the project's fonts, for the browsers whose pictures are
 * compared with baselines. The pages bring Inter themselves; code is set in
 * DejaVu Sans Mono from `@fontsource/dejavu-mono`, whatever the machine has
 * installed (Debian's `fonts-noto-mono`, which WebKitGTK's packages bring,
 * turned `ui-monospace` into Noto Sans Mono and changed 14 pictures).
 * Chromium reads only TrueType and CFF files through fontconfig, so the
 * WOFF2 files are written out as TrueType once (with `subset-font`, keeping
 * every glyph), into `node_modules/.cache/test-fonts/`.
 * Visitors see their platform's own code face; only the tests pin it.
 * @returns {Promise<{ FONTCONFIG_FILE: string }>}
 */
export async function pinnedFontsEnv() {
  const root = path.resolve(import.meta.dirname, '../..');
  const dir = path.join(root, 'node_modules', '.cache', 'test-fonts');
  mkdirSync(dir, { recursive: true });
  const { default: subsetFont } = await import('subset-font');
  const everyCharacter = Array.from({ length: 0x3000 - 0x20 }, (_, index) => String.fromCodePoint(0x20 + index)).join('');
  for (const weight of [400, 700]) {
    const ttf = path.join(dir, `DejaVuSansMono-${weight}.ttf`);
    if (existsSync(ttf)) continue;
    const woff2 = readFileSync(path.join(root, 'node_modules', '@fontsource', 'dejavu-mono', 'files', `dejavu-mono-latin-${weight}-normal.woff2`));
    // Written beside and renamed, so a second process never reads half a file.
    const partial = `${ttf}.${process.pid}`;
    writeFileSync(partial, await subsetFont(woff2, everyCharacter, { targetFormat: 'truetype' }));
    renameSync(partial, ttf);
  }
  const file = path.join(dir, 'fonts.conf');
  const conf = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!-- Written by scripts/lib/browsers.mjs: only the project's fonts, so no picture depends on the machine's. -->
<fontconfig>
  <dir>${dir}</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
  <alias binding="same"><family>ui-monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
  <alias binding="same"><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
  <!-- How text is drawn, as Debian sets it (10-yes-antialias, 10-hinting-slight, 11-lcdfilter-default), written here so no machine's settings apply. -->
  <match target="pattern">
    <edit name="antialias" mode="append"><bool>true</bool></edit>
    <edit name="hintstyle" mode="append"><const>hintslight</const></edit>
    <edit name="lcdfilter" mode="append"><const>lcddefault</const></edit>
  </match>
</fontconfig>
`;
  if (!existsSync(file) || readFileSync(file, 'utf8') !== conf) {
    writeFileSync(`${file}.${process.pid}`, conf);
    renameSync(`${file}.${process.pid}`, file);
  }
  return { FONTCONFIG_FILE: file };
}
