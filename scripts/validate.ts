/**
 * Content validation only: `npm run validate`. Checks every content and data file against its
 * schema and across files, prints every problem as `file:line:column field: message`, exits 1.
 * Warnings (copy that repeats across many files) are printed as `file:line:column field: warning:
 * message` and do not fail. `npm run validate -- --production` also refuses the fictional defaults
 * (the go-live check).
 */
import { generate } from './generate.ts';
import { reportProblems, reportWarnings } from './lib/content-output.ts';

const production = process.argv.includes('--production') || process.env.SITE_ENV === 'production';
const result = await generate({ production });
const warnings = reportWarnings(result.warnings);
if (warnings) console.warn(warnings);
if (result.problems.length > 0) {
  console.error(reportProblems(result.problems));
  process.exit(1);
}
const manifest = result.manifest!;
const counts = [
  `${manifest.routes.length} routes`,
  `${manifest.documents.length} brochure sources`,
  `${manifest.media.length} media files`,
];
console.log(`Content is valid${production ? ' and ready to go live' : ''}: ${counts.join(', ')}.`);
