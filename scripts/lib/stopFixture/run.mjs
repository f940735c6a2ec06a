// A small `npm test` for scripts/lib/steps.test.ts: the runner of
// scripts/test.mjs with steps that start what the real steps start, with the
// same helpers (a server as the story steps do, WebKit's driver under Xvfb
// as the engine pass does, Chromium through Playwright as the end-to-end and
// docs steps do, a group of its own as the editor's test does), plus a step
// that ignores SIGTERM and one that leaves a process behind.
//
// `node run.mjs <scenario>`: `interrupt` (every kind of process, stopped
// from outside), `terminate` (a server and a step that ignores SIGTERM),
// `failure` (a step fails while another runs), `leftover` (a
// step passes and leaves a process). Ports come from FIXTURE_HTTP_PORT and
// FIXTURE_WEBKIT_PORT; each step touches READY_DIR/<name> once it has
// started what it starts.
import { runSteps } from '../steps.mjs';

const step = (name, role, extra = {}) => ({ name, command: process.execPath, args: [new URL('./step.mjs', import.meta.url).pathname, role, name], ...extra });

const scenarios = {
  interrupt: [step('servers', 'servers'), step('browsers', 'browsers'), step('stubborn', 'stubborn')],
  terminate: [step('server', 'server'), step('stubborn', 'stubborn')],
  failure: [step('server', 'server'), step('fails', 'fails')],
  leftover: [step('leaves', 'leaves')],
};

process.exit(await runSteps(scenarios[process.argv[2]], { graceMs: 1_500 }));
