import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnGroup } from '../../../scripts/lib/process.mjs';
import { COMPRESSION_CACHE } from '../../../scripts/build/precompress.mjs';

/** Files the editor and the build never read: the stories' reference images (most of the repository's bytes). */
const UNREAD = /^stories\/.*\.png$/;

/** The author of the copy's first commit; the editor's commits are its own (scripts/cms/start.mjs). */
const AUTHOR = { GIT_AUTHOR_NAME: 'Test', GIT_AUTHOR_EMAIL: 'test@localhost', GIT_COMMITTER_NAME: 'Test', GIT_COMMITTER_EMAIL: 'test@localhost' };

/**
 * `from` at `to` as hard links, the folders the copy's own: every file
 * keeps a path inside the copy, where a link to the checkout's folder put
 * the dependencies outside it, the bundler then ordered the modules
 * otherwise, and each of the copy's pages differed from the checkout's.
 * A link per file, not a copy of its bytes (66,000 files in half a
 * second). Nothing writes into a file of either: installed packages are
 * only read, and the compression cache writes each entry as a new file.
 * Across two file systems, `otherwise`: a link to the folder (what is only
 * read) or a copy of it (what the copy's build writes to and prunes).
 */
function linkTree(from: string, to: string, otherwise: 'link' | 'copy'): void {
  if (!existsSync(from)) return;
  try {
    execFileSync('cp', ['-al', from, to], { stdio: 'ignore' });
  } catch {
    rmSync(to, { recursive: true, force: true });
    if (otherwise === 'link') symlinkSync(from, to);
    else cpSync(from, to, { recursive: true });
  }
}

/**
 * A copy of the repository as it stands (the files Git keeps and any new
 * ones it would), committed on `main` in a Git repository of its own, with
 * the checkout's node_modules and the compressed copies of its last build
 * linked in (linkTree): what an editor's clone is, with nothing the test
 * does reaching the real one, and a build of it the checkout's but for
 * what the test changed. `git` runs Git in it; `remove` deletes it.
 */
export function repositoryCopy(root = process.cwd()): { dir: string; git: (...args: string[]) => string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'words-editor-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  for (const file of listed.split('\0')) {
    if (!file || UNREAD.test(file)) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    // A file Git lists but the work tree has deleted is no part of the copy.
    try {
      cpSync(path.join(root, file), path.join(dir, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  linkTree(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'link');
  // The copy's build takes each unchanged file's Brotli and gzip copies from here (scripts/build/precompress.mjs).
  mkdirSync(path.join(dir, '.cache'), { recursive: true });
  linkTree(path.join(root, COMPRESSION_CACHE), path.join(dir, COMPRESSION_CACHE), 'copy');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, ...AUTHOR } }).trim();
  git('init', '--quiet', '--initial-branch=main');
  git('add', '--all');
  git('commit', '--quiet', '--no-verify', '--message', 'The repository as the test found it');
  return { dir, git, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The environment of this process as a person's terminal has it, without
 * Vitest's `NODE_ENV=test`: Vite takes that before the build's mode and
 * writes it into the bundle, so the copy was built with styled-components'
 * development code, 409 kB of scripts where `npm run build` gives 360, and
 * every page differed from what an editor's build publishes.
 */
export function asATerminalRunsIt(): NodeJS.ProcessEnv {
  const { NODE_ENV: _testMode, ...env } = process.env;
  return env;
}

/**
 * A command of the copy as an editor runs it; resolves with its exit code
 * and what it printed. The caller's SITE_OUT (a run beside others builds
 * into a folder of its own) is not the editor's: the copy builds into its
 * own dist/, which the test reads.
 */
export function runIn(dir: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  const { SITE_OUT: _callersOut, ...inherited } = asATerminalRunsIt();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: dir, env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * `npm run cms` in the copy: resolves with the editor's address, read from
 * what it prints, and a function that stops it.
 */
export function startEditor(dir: string, port: number): Promise<{ address: string; stop: () => void; server: ChildProcess }> {
  return new Promise((resolve, reject) => {
    // Its own process group, ended by `stop`, by this process's end and by npm test (spawnGroup).
    const { child: server, stop } = spawnGroup(process.execPath, ['scripts/cms/start.mjs'], {
      cwd: dir,
      env: { ...asATerminalRunsIt(), CMS_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk;
      const address = output.match(/http:\/\/localhost:\d+\/admin\//)?.[0];
      if (address) resolve({ address, stop, server });
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    server.on('exit', (code) => reject(new Error(`npm run cms stopped (${code}) before it printed its address:\n${output}`)));
  });
}
