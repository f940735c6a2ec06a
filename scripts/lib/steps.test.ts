/**
 * A stopped `npm test` leaves nothing behind: the runner of scripts/test.mjs
 * (scripts/lib/steps.mjs) with a few steps that start what the real ones
 * start (stopFixture/), stopped midway by Ctrl-C, by SIGTERM, by a failing
 * step, or passing with a process left by a step; afterwards no process of
 * the run is there and its ports are free. Every process of a run carries
 * this test's mark in its environment; Chromium's helpers, which start with
 * an environment of their own, are found through their browser's group.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, type TestContext } from 'vitest';
import { portTaken } from './process.mjs';
import { markedGroups } from './steps.mjs';

const RUN = path.join(import.meta.dirname, 'stopFixture', 'run.mjs');
/** How long the fixture's steps may take to start: a browser and a driver on one busy core. */
const START_LIMIT = 60_000;

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const groupAlive = (group: number) => {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Starts the fixture's run in a process group of its own, as a terminal
 * starts `npm test`; resolves once every named step is ready, with the
 * groups of its processes at that moment, its ports and its end.
 */
async function startRun({ onTestFinished }: TestContext, scenario: string, readySteps: string[], { viaShell = false } = {}) {
  const mark = `STOP_TEST_MARK=${randomUUID()}`;
  const readyDir = mkdtempSync(path.join(tmpdir(), 'stop-test-'));
  const ports = { http: await freePort(), webkit: await freePort() };
  // `npm test` runs the runner through a shell (`sh -c "node scripts/test.mjs"`), which does not pass SIGTERM on.
  const [command, args] = viaShell ? ['sh', ['-c', `"${process.execPath}" "${RUN}" ${scenario}`]] : [process.execPath, [RUN, scenario]];
  const run = spawn(command, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, STOP_TEST_MARK: mark.split('=')[1], READY_DIR: readyDir, FIXTURE_HTTP_PORT: String(ports.http), FIXTURE_WEBKIT_PORT: String(ports.webkit) },
  });
  let output = '';
  run.stdout.on('data', (chunk: Buffer) => (output += chunk));
  run.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const ended = new Promise<number | null>((resolve) => run.on('exit', (code) => resolve(code)));
  // Whatever the test's outcome, nothing of the run outlives it.
  onTestFinished(() => {
    for (const group of [run.pid!, ...markedGroups(mark).keys()]) {
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    rmSync(readyDir, { recursive: true, force: true });
  });
  const until = Date.now() + START_LIMIT;
  while (!readySteps.every((name) => existsSync(path.join(readyDir, name)))) {
    if (run.exitCode !== null || Date.now() > until) throw new Error(`the fixture's steps ${readySteps.join(', ')} did not all start within ${START_LIMIT / 1000} s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { run, mark, ports, groups: [...markedGroups(mark).keys()], ended, output: () => output };
}

/** What is still there of a run: processes carrying its mark, groups it had, ports it held. */
async function leftOf(started: Awaited<ReturnType<typeof startRun>>, portsUsed: number[], { waitMs = 0 } = {}) {
  const until = Date.now() + waitMs;
  while ((markedGroups(started.mark).size > 0 || started.groups.some(groupAlive)) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
  return {
    marked: [...markedGroups(started.mark).values()],
    groups: started.groups.filter(groupAlive),
    ports: (await Promise.all(portsUsed.map(async (port) => ((await portTaken(`http://127.0.0.1:${port}`)) ? port : undefined)))).filter(Boolean),
  };
}

// Side by side: each run has its own ports and mark, and most of a run is waiting.
describe.skipIf(process.platform !== 'linux').concurrent('a stopped npm test', () => {
  it('leaves no process and no port behind after Ctrl-C: servers, the WebKit driver and Xvfb, a browser, a step that ignores SIGTERM and what it started', async (context) => {
    const started = await startRun(context, 'interrupt', ['servers', 'browsers', 'stubborn']);
    // The servers, WebKit's driver, the group of its own, Chromium, the stubborn step and its child: at least six groups.
    expect(started.groups.length).toBeGreaterThanOrEqual(6);
    process.kill(-started.run.pid!, 'SIGINT');
    expect(await started.ended).toBe(130);
    expect(await leftOf(started, [started.ports.http, started.ports.webkit])).toEqual({ marked: [], groups: [], ports: [] });
  }, 120_000);

  it('leaves nothing behind after SIGTERM to the runner alone', async (context) => {
    const started = await startRun(context, 'terminate', ['server', 'stubborn']);
    process.kill(started.run.pid!, 'SIGTERM');
    expect(await started.ended).toBe(143);
    expect(await leftOf(started, [started.ports.http])).toEqual({ marked: [], groups: [], ports: [] });
  }, 120_000);

  it('leaves nothing behind after SIGTERM to npm test, which ends npm and its shell but not the runner', async (context) => {
    const started = await startRun(context, 'terminate', ['server', 'stubborn'], { viaShell: true });
    process.kill(started.run.pid!, 'SIGTERM');
    await started.ended;
    // The runner notices it lost its parent within half a second, then stops its steps as after SIGTERM.
    expect(await leftOf(started, [started.ports.http], { waitMs: 30_000 })).toEqual({ marked: [], groups: [], ports: [] });
  }, 120_000);

  it('stops the other steps when one fails, and leaves nothing behind', async (context) => {
    const started = await startRun(context, 'failure', []);
    expect(await started.ended).toBe(1);
    expect(started.output()).toMatch(/=== server \(stopped/);
    expect(await leftOf(started, [started.ports.http])).toEqual({ marked: [], groups: [], ports: [] });
  }, 120_000);

  it('ends, and names, what a passing step left running', async (context) => {
    const started = await startRun(context, 'leftover', []);
    expect(await started.ended).toBe(0);
    expect(started.output()).toMatch(/ending what a step left running: .*setInterval/);
    expect(await leftOf(started, [])).toEqual({ marked: [], groups: [], ports: [] });
  }, 120_000);
});
