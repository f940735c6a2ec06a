import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { oneAtATime } from './editorServer.mjs';

/** A server that answers one request at a time; `/held` waits until `letGo()`. */
async function queuedServer() {
  const queue = oneAtATime();
  let letGo = () => {};
  const held = new Promise<void>((resolve) => (letGo = resolve));
  const server = http.createServer((request, response) =>
    queue(request, response, async () => {
      if (request.url === '/held') await held;
      response.end(request.url);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, origin, letGo };
}

const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

describe("the editor's server, one request at a time (scripts/cms/editorServer.mjs)", () => {
  it('answers the next request after one whose page went away while it waited its turn', async () => {
    const { server, origin, letGo } = await queuedServer();
    servers.push(server);
    const first = fetch(`${origin}/held`).then((response) => response.text());
    // A request the editor's page gave up on (another entry opened) while it waited behind the first.
    const leaving = new AbortController();
    const abandoned = fetch(`${origin}/abandoned`, { signal: leaving.signal }).catch(() => 'aborted');
    await new Promise((resolve) => setTimeout(resolve, 200));
    leaving.abort();
    expect(await abandoned).toBe('aborted');
    await new Promise((resolve) => setTimeout(resolve, 200));
    letGo();
    expect(await first).toBe('/held');
    const next = await fetch(`${origin}/next`, { signal: AbortSignal.timeout(5_000) }).then((response) => response.text(), (error: Error) => `no answer: ${error.name}`);
    expect(next).toBe('/next');
  });
});
