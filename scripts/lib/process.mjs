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
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], detached: true, ...options });
  await waitOn({ resources: [url], timeout: 60_000, interval: 200 });
  return () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
}

export const bin = (name) => `node_modules/.bin/${name}`;
