// Small helpers the test scripts share: run a command, start and stop a server.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import waitOn from 'wait-on';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: false, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and captures its output as well as printing it. */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    const collect = (stream, sink) =>
      stream.on('data', (chunk) => {
        output += chunk;
        sink.write(chunk);
      });
    collect(child.stdout, process.stdout);
    collect(child.stderr, process.stderr);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Resolves whether something already accepts connections on the URL's port. */
export function portTaken(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts a long-running server and waits until its URL answers. A port
 * another server holds is refused: waiting for the URL would otherwise
 * accept that server's answer, and the tests would run against its files.
 */
export async function startServer(command, args, url, options = {}) {
  if (await portTaken(url)) throw new Error(`${new URL(url).host} is already in use: stop that server or choose another port`);
  // One process (http-server, vite preview), in this process's group: it
  // ends with the step that started it when npm test ends the step's group,
  // and with a Ctrl-C in the terminal.
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
  const stop = () => {
    process.off('exit', stop);
    child.kill('SIGTERM');
  };
  // A script that ends without stopping it (an uncaught error) ends it too.
  process.on('exit', stop);
  await waitOn({ resources: [url], timeout: 60_000, interval: 200 }).catch((error) => {
    stop();
    throw error;
  });
  return stop;
}

const ENDING_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Starts a command that starts others (xvfb-run starts Xvfb and the WebKit
 * driver, which starts its browsers; the editor's server) in a process group
 * of its own, so `stop` ends all of them. The group also ends when this
 * process exits or is stopped by SIGINT, SIGTERM or SIGHUP (a test worker
 * stopped by Ctrl-C, or by npm test ending its step), and npm test ends it
 * after its step in any case (scripts/lib/steps.mjs): a stopped run leaves
 * none of it behind.
 * @returns {{ child: import('node:child_process').ChildProcess, stop: () => void }}
 */
export function spawnGroup(command, args, options = {}) {
  const child = spawn(command, args, { ...options, detached: true });
  const end = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  const forget = () => {
    process.off('exit', end);
    for (const signal of ENDING_SIGNALS) process.off(signal, onSignal);
  };
  function onSignal(signal) {
    forget();
    end();
    // What the signal would have done without this listener: end this
    // process, unless another listener (Playwright's, Vitest's) handles it.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  }
  process.on('exit', end);
  for (const signal of ENDING_SIGNALS) process.on(signal, onSignal);
  return {
    child,
    stop: () => {
      forget();
      end();
    },
  };
}

export const bin = (name) => `node_modules/.bin/${name}`;
