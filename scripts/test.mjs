// `npm test`: every check, in order, failing fast, with a timing per step.
import { bin, run } from './lib/process.mjs';

const steps = [
  { name: 'typecheck', command: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { name: 'unit', command: bin('vitest'), args: ['run', '--config', 'vitest.config.ts'] },
  { name: 'site build', command: 'node', args: ['scripts/build.mjs'] },
  { name: 'end-to-end', command: bin('vitest'), args: ['run', '--config', 'vitest.e2e.config.ts'] },
  { name: 'stories', command: 'node', args: ['scripts/test-stories.mjs'] },
  { name: 'broken-story proof', command: 'node', args: ['scripts/test-broken.mjs'] },
];

const started = Date.now();
const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const t0 = Date.now();
  const code = await run(step.command, step.args);
  results.push({ name: step.name, ok: code === 0, seconds: (Date.now() - t0) / 1000 });
  if (code !== 0) break;
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(20)} ${r.seconds.toFixed(1)} s`);
const passed = results.filter((r) => r.ok).length;
const failed = steps.length - passed;
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
