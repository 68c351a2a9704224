/**
 * `npm run check`: the static checks (`typecheck`, `lint`, `format:check`) side by side. Each reads
 * the whole project on its own, so together they take about as long as the slowest (the linter,
 * which builds the TypeScript program for its type-aware rules) instead of the sum. Each check's
 * output is printed whole once it ends, under its name; the exit code is 1 if any of them failed.
 * tsc (`incremental`, tsconfig.json) and Prettier (`--cache --cache-strategy content`) keep what they
 * found in node_modules/.cache and read again only the files whose text changed; the linter keeps
 * nothing, because its type-aware rules read across files (an edit to one can change another's).
 */
import { spawn } from 'node:child_process';

const CHECKS = ['typecheck', 'lint', 'format:check'];

/** Runs `npm run <name>`, resolving with whether it passed and everything it printed. */
function run(name: string): Promise<{ name: string; ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ name, ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ name, ok: code === 0, output }));
  });
}

const started = Date.now();
const results = await Promise.all(CHECKS.map(run));
for (const { name, ok, output } of results) {
  console.log(`${ok ? 'passed' : 'FAILED'}: npm run ${name}`);
  if (output.trim()) console.log(output.trimEnd().replace(/^/gm, '  '));
}
const failed = results.filter((r) => !r.ok).map((r) => r.name);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  failed.length ? `${failed.join(', ')} failed (${seconds} s)` : `all checks passed (${seconds} s)`,
);
process.exitCode = failed.length ? 1 : 0;
