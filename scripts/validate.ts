/**
 * Content validation only: `npm run validate`. Checks every content and data file against its
 * schema and across files, prints every problem as `file:line:column field: message`, exits 1.
 */
import { generate, reportProblems } from './generate.ts';

const result = await generate({ dryRun: true });
if (result.problems.length > 0) {
  console.error(reportProblems(result.problems));
  process.exit(1);
}
const m = result.manifest!;
console.log(
  `Content is valid: ${m.routes.length} routes, ${m.documents.length} brochure sources, ${m.media.length} media files.`,
);
