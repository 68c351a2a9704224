/**
 * Every route in Chromium, served with the headers the host sends (the Content-Security-Policy among
 * them): hydrates with no console error, hydration warning or CSP violation, keeps exactly one
 * <main> and <h1>, and has zero axe-core violations.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { inLanes, readManifest, stylesSettled, useSiteInBrowser, waitForHydration } from './support.ts';

const site = useSiteInBrowser();
const routes = readManifest().routes.map((r) => r.path);

/** Adds each CSP violation on the page, from any document it loads, to `problems`. */
async function reportCspViolations(page: Page, problems: string[]) {
  await page.exposeFunction('reportCspViolation', (v: string) => problems.push(`CSP violation: ${v}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation;
      report(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
}

const TITLE = `hydrates cleanly under the CSP and passes axe-core (${routes.length} routes)`;

describe('every route', () => {
  test(TITLE, { timeout: 600_000 }, async () => {
    // Three pages at a time, each with its own console record.
    const lanes = await Promise.all([0, 1, 2].map(() => site.newPage()));
    for (const { page, problems } of lanes) await reportCspViolations(page, problems);
    const failures: string[] = [];
    await inLanes(routes, lanes.length, async (route, lane) => {
      const { page, problems } = lanes[lane]!;
      problems.length = 0;
      await page.goto(`${site.url}${route}`, { waitUntil: 'load' });
      await waitForHydration(page);
      // Let effects and idle work run, so late warnings are caught too.
      await page.waitForTimeout(150);
      const counts = await page.evaluate(() => ({
        main: document.querySelectorAll('main').length,
        h1: document.querySelectorAll('h1').length,
      }));
      if (counts.main !== 1 || counts.h1 !== 1)
        failures.push(`${route}: ${counts.main} <main>, ${counts.h1} <h1>`);
      if (problems.length) failures.push(`${route}: ${problems.join(' | ')}`);
      await stylesSettled(page);
      await page.evaluate(axe.source);
      const result = await page.evaluate(() =>
        (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
      );
      for (const v of result.violations) {
        failures.push(
          `${route}: axe ${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
        );
      }
    });
    await Promise.all(lanes.map((l) => l.context.close()));
    expect(failures).toEqual([]);
  });
});
