// The runner behind `npm test` (scripts/test.mjs): starts each step once
// the steps it comes after have passed, side by side, each in a process
// group of its own; buffers a step's output and prints it in one block when
// the step ends; stops everything at the first failure; prints a table of
// seconds and the lines naming what failed.
//
// A run leaves nothing behind, whether it passes, fails, or is stopped by
// Ctrl-C (SIGINT) or SIGTERM: every process a step starts carries the run's
// mark (RUN_MARK in its environment, which children inherit). A step is
// stopped with SIGTERM to its group, then SIGKILL if it has not ended within
// the grace period; then every process group still holding a marked process
// (a server or browser a step started in a group of its own and did not
// end: Playwright and Puppeteer start each browser so) is ended the same way.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** The environment variable that marks every process of a run. */
export const RUN_MARK = 'TEST_RUN_MARK';

/**
 * A step's CPU seconds, with every process it started (browsers and their
 * renderers too, which no parent waits for and so GNU time misses): the
 * step runs in a control group of its own, where the machine lets a run
 * make one (cgroup v2, or v1's cpuacct, as root); elsewhere the summary
 * has no CPU column. The suite is CPU-bound on two cores, so a step's CPU,
 * not its wall time, is what it costs the others (decision 022).
 */
const cgroupV2Usage = (dir) => Number(/usage_usec (\d+)/.exec(readFileSync(path.join(dir, 'cpu.stat'), 'utf8'))?.[1]) / 1e6;
const CGROUP_ROOTS = [
  // cgroup v2 beside v1 (a hybrid machine), or alone.
  { dir: '/sys/fs/cgroup/unified', usage: cgroupV2Usage },
  { dir: '/sys/fs/cgroup', usage: cgroupV2Usage },
  { dir: '/sys/fs/cgroup/cpuacct', usage: (dir) => Number(readFileSync(path.join(dir, 'cpuacct.usage'), 'utf8')) / 1e9 },
];

/** Removes the run's control groups (each empty once its step and what it left have ended). */
function removeAccounting(accounting) {
  if (!accounting) return;
  for (const group of readdirSync(accounting.dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    try {
      rmdirSync(path.join(accounting.dir, group.name));
    } catch {
      // A process still in it: the system keeps the group until it ends.
    }
  }
  try {
    rmdirSync(accounting.dir);
  } catch {
    // As above.
  }
}

/** A folder of control groups for the run's steps, or undefined where none can be made. */
function cpuAccounting(runId) {
  for (const root of CGROUP_ROOTS) {
    const dir = path.join(root.dir, `npm-test-${runId}`);
    try {
      mkdirSync(dir);
      const probe = path.join(dir, 'probe');
      mkdirSync(probe);
      const works = Number.isFinite(root.usage(probe));
      rmdirSync(probe);
      if (works) return { dir, usage: root.usage };
      rmdirSync(dir);
    } catch {
      // Not this hierarchy: not mounted, read-only, or not ours to write.
    }
  }
  return undefined;
}

/** How long a step (or a group it left) may take to end after SIGTERM before it gets SIGKILL. */
const STOP_GRACE_MS = 10_000;

/**
 * @typedef {object} Step
 * @property {string} name
 * @property {string} command
 * @property {string[]} args
 * @property {string[]} [after] the steps that must have passed first
 * @property {boolean} [yields] runs at a lower CPU priority (nice 10)
 * @property {Record<string, string>} [env]
 */

/**
 * The lines of a failed step's output that name what failed (Jest's «●
 * story › test» headings, Vitest's «FAIL file > test», «✕»/«×» rows, an image
 * that differs): CI shows the end of the output, where the summary repeats
 * them, not the step's own block far above.
 */
function failuresIn(output) {
  const plain = stripVTControlCharacters(output).split('\n');
  const named = plain.filter((line) => /^\s*(● (?!Console)|FAIL\s|[✕×] )|different from snapshot/.test(line)).map((line) => line.trim());
  return [...new Set(named)];
}

/** This process's group, which a sweep must never end. */
function ownGroup() {
  try {
    return groupOf(process.pid);
  } catch {
    return undefined;
  }
}

/** A process's group, from /proc/<pid>/stat (the fields after the command's closing parenthesis: state, ppid, pgrp). */
function groupOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}

/**
 * The process groups that hold a process carrying `mark` in its
 * environment, with a command line of each, read from /proc (Linux; empty
 * elsewhere, where the step groups alone are ended). Chromium's and
 * Firefox's helper processes start with an environment of their own, but
 * stay in their browser's group.
 * @returns {Map<number, string>}
 */
export function markedGroups(mark) {
  const groups = new Map();
  let entries = [];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return groups;
  }
  const own = ownGroup();
  for (const pid of entries) {
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(mark)) continue;
      const group = groupOf(pid);
      if (group === own || groups.has(group)) continue;
      groups.set(group, readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0').join(' ').trim().slice(0, 120));
    } catch {
      /* gone, or not ours to read */
    }
  }
  return groups;
}

function signalGroup(group, signal) {
  try {
    process.kill(-group, signal);
    return true;
  } catch {
    return false;
  }
}

/** Whether any process of the group is still there. */
function groupAlive(group) {
  return signalGroup(group, 0);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGTERM to each group, SIGKILL to those still there after the grace period; resolves once all are gone. */
async function endGroups(groups, graceMs) {
  for (const group of groups) signalGroup(group, 'SIGTERM');
  const until = Date.now() + graceMs;
  while (groups.some(groupAlive) && Date.now() < until) await sleep(100);
  for (const group of groups.filter(groupAlive)) signalGroup(group, 'SIGKILL');
  while (groups.some(groupAlive) && Date.now() < until + 5_000) await sleep(100);
}

/**
 * Runs the steps; resolves with the exit code for the whole run (0 when
 * every step passed), or exits the process with 130/143 when it is stopped
 * by SIGINT/SIGTERM, once everything the run started has ended.
 * @param {Step[]} steps
 * @param {{ graceMs?: number }} [options]
 * @returns {Promise<number>}
 */
export async function runSteps(steps, { graceMs = STOP_GRACE_MS } = {}) {
  const runId = `${process.pid}-${Date.now()}`;
  const accounting = cpuAccounting(runId);
  const mark = `${RUN_MARK}=${runId}`;
  const started = Date.now();
  /** name → { ok, seconds, failures } once finished. */
  const results = new Map();
  /** name → { child, done } while running. */
  const running = new Map();
  let failed = false;

  function start(step) {
    const t0 = Date.now();
    const from = (t0 - started) / 1000;
    console.log(`--- ${step.name}: started at ${from.toFixed(1)} s`);
    const [niced, nicedArgs] = step.yields ? ['nice', ['-n', '10', step.command, ...step.args]] : [step.command, step.args];
    const group = accounting && path.join(accounting.dir, step.name.replaceAll(' ', '-'));
    if (group) mkdirSync(group);
    // The shell joins the group before it becomes the step, so everything the step starts is in it.
    const [command, args] = group ? ['sh', ['-c', 'echo $$ > "$0/cgroup.procs" && exec "$@"', group, niced, ...nicedArgs]] : [niced, nicedArgs];
    // Its own process group, so a failure elsewhere can stop it with everything it started.
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, ...step.env, [RUN_MARK]: runId },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const done = new Promise((resolve) => {
      child.on('exit', (code) => {
        const seconds = (Date.now() - t0) / 1000;
        const cpu = group && existsSync(group) ? accounting.usage(group) : undefined;
        running.delete(step.name);
        const stopped = child.stoppedByUs === true;
        const ok = code === 0;
        if (!stopped) results.set(step.name, { ok, from, seconds, cpu, failures: ok ? [] : failuresIn(output) });
        const state = stopped ? 'stopped' : ok ? 'ok' : 'FAIL';
        console.log(`\n=== ${step.name} (${state}, ${seconds.toFixed(1)} s) ===\n${stopped ? '' : output.trimEnd()}\n`);
        resolve(ok);
      });
    });
    running.set(step.name, { child, done });
  }

  /** Ends every running step's group, then every group a step left holding a marked process; `grace` 0 kills at once. */
  async function stopAll(grace) {
    const groups = [...running.values()].map(({ child }) => {
      child.stoppedByUs = true;
      return child.pid;
    });
    await endGroups(groups, grace);
    await Promise.all([...running.values()].map(({ done }) => done));
    await endLeftovers(grace);
  }

  /** Ends what the steps left running (their own groups are gone): named, so a step that leaks is seen. */
  async function endLeftovers(grace) {
    const left = markedGroups(mark);
    if (left.size === 0) return;
    for (const [group, command] of left) console.log(`npm test: ending what a step left running: ${command} (process group ${group})`);
    await endGroups([...left.keys()], Math.min(grace, 2_000));
  }

  let stopping;
  function stopBy(reason, code) {
    failed = true;
    // A second Ctrl-C does not wait for the steps to end on their own.
    const grace = stopping ? 0 : graceMs;
    console.log(`\nnpm test: ${reason}: stopping every step${grace ? '' : ' at once'}`);
    stopping = stopAll(grace).then(() => {
      removeAccounting(accounting);
      process.exit(code);
    });
  }
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) process.on(signal, () => stopBy(signal, code));
  // SIGTERM to `npm test` ends npm and its shell, not this process: an
  // orphan is adopted by another parent, which is how it learns.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent && !stopping) stopBy('its parent (npm) ended', 143);
  }, 500).unref();

  // Start every step whose prerequisites passed; stop everything at the first failure.
  while (!failed) {
    for (const step of steps) {
      if (results.has(step.name) || running.has(step.name)) continue;
      if ((step.after ?? []).every((name) => results.get(name)?.ok)) start(step);
    }
    if (running.size === 0) break;
    await Promise.race([...running.values()].map(({ done }) => done));
    // Two steps may end in the same turn: look at every result, not only the first.
    if ([...results.values()].some((result) => !result.ok)) {
      failed = true;
      await stopAll(graceMs);
    }
  }
  // Stopped by a signal: its handler exits once everything has ended.
  if (stopping) await new Promise(() => {});
  await endLeftovers(graceMs);

  removeAccounting(accounting);

  // «from»: when the step started, in seconds of the run, so the table shows which chain ended the run.
  console.log(`\n=== summary ===\n                          from     wall${accounting ? '      CPU' : ''}`);
  for (const step of steps) {
    const result = results.get(step.name);
    const state = result ? (result.ok ? 'ok  ' : 'FAIL') : 'skip';
    const cpu = result?.cpu === undefined ? '' : ` ${result.cpu.toFixed(1).padStart(7)} s`;
    console.log(`${state} ${step.name.padEnd(20)} ${result ? `${result.from.toFixed(1).padStart(6)} s ${result.seconds.toFixed(1).padStart(6)} s` : '       -'}${cpu}`);
  }
  const MOST_FAILURES = 20;
  for (const step of steps) {
    const failures = results.get(step.name)?.failures ?? [];
    if (failures.length === 0) continue;
    console.log(`\n${step.name} failed on:\n${failures.slice(0, MOST_FAILURES).map((line) => `  ${line}`).join('\n')}${failures.length > MOST_FAILURES ? `\n  … and ${failures.length - MOST_FAILURES} more lines in the step's output above` : ''}`);
  }
  const passed = [...results.values()].filter((result) => result.ok).length;
  const cpuTotal = [...results.values()].reduce((sum, result) => sum + (result.cpu ?? 0), 0);
  console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s${cpuTotal ? `, ${cpuTotal.toFixed(0)} CPU s` : ''} (steps overlap, so the column adds up to more)`);
  console.log(`steps: ${passed} passed, ${steps.length - passed} failed`);
  return passed === steps.length ? 0 : 1;
}
