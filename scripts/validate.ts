/**
 * Content validation only: `npm run validate`. Checks every content and data file against its
 * schema and across files, prints every problem as `file:line:column field: message`, exits 1.
 * Warnings (copy that repeats across many files) are printed as `file:line:column field: warning:
 * message` and do not fail. `npm run validate -- --production` also refuses the fictional defaults
 * (the go-live check).
 */
import { formatProblem, githubWarning } from '../src/content/problems.ts';
import { generate, projectRoot, reportProblems } from './generate.ts';
import { copyWarnings } from './lib/copy-warnings.ts';

const production = process.argv.includes('--production') || undefined;
const result = await generate({ production });
const warnings = copyWarnings(projectRoot);
if (warnings.length > 0) {
  const lines = warnings.map((w) => formatProblem({ ...w, message: `warning: ${w.message}` }));
  if (process.env.GITHUB_ACTIONS === 'true') lines.push(...warnings.map(githubWarning));
  console.warn(
    `${lines.join('\n')}\n\n${warnings.length} copy warning${warnings.length === 1 ? '' : 's'}.\n`,
  );
}
if (result.problems.length > 0) {
  console.error(reportProblems(result.problems));
  process.exit(1);
}
const m = result.manifest!;
console.log(
  `Content is valid${production ? ' and ready to go live' : ''}: ${m.routes.length} routes, ${m.documents.length} brochure sources, ${m.media.length} media files.`,
);
