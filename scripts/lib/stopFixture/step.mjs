// One step of the fixture run (run.mjs): `node step.mjs <role> <name>`.
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [role, name] = process.argv.slice(2);
const ready = () => writeFileSync(path.join(process.env.READY_DIR, name), '');
const forever = () => setInterval(() => {}, 60_000);
/** A process that only waits, as a browser does between two commands. */
const idle = ['-e', 'setInterval(() => {}, 60_000)'];

// Each role imports only what it uses: a step that starts sooner keeps the test short.
async function startHttpServer() {
  const { bin, startServer } = await import('../process.mjs');
  const port = process.env.FIXTURE_HTTP_PORT;
  return startServer(bin('http-server'), [import.meta.dirname, '-a', '127.0.0.1', '-p', port, '-s'], `http://127.0.0.1:${port}/step.mjs`);
}

switch (role) {
  case 'servers':
    // What the story, docs and broken-story steps and the engine and editor tests start.
    await startHttpServer();
    await (await import('../browsers.mjs')).startWebKitDriver(Number(process.env.FIXTURE_WEBKIT_PORT));
    (await import('../process.mjs')).spawnGroup(process.execPath, idle, { stdio: 'ignore' });
    ready();
    forever();
    break;
  case 'browsers': {
    // A browser Playwright starts in a group of its own, as every Chromium of the suite.
    const [{ chromium }, { chromiumPath, quietArgs }] = await Promise.all([import('playwright-core'), import('../browsers.mjs')]);
    await chromium.launch({ executablePath: chromiumPath, args: quietArgs });
    ready();
    forever();
    break;
  }
  case 'stubborn':
    // Ends only by SIGKILL, and started a process in a group of its own (as a
    // browser library does) that the SIGKILL does not reach.
    process.on('SIGTERM', () => {});
    spawn(process.execPath, idle, { stdio: 'ignore', detached: true }).unref();
    ready();
    forever();
    break;
  case 'server':
    await startHttpServer();
    ready();
    forever();
    break;
  case 'fails': {
    // Fails once the other step's server is up.
    const until = Date.now() + 30_000;
    while (!existsSync(path.join(process.env.READY_DIR, 'server')) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    process.exit(1);
    break;
  }
  case 'leaves':
    spawn(process.execPath, idle, { stdio: 'ignore', detached: true }).unref();
    ready();
    process.exit(0);
    break;
  default:
    throw new Error(`no role ${role}`);
}
