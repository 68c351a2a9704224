/**
 * Every route in Chromium: hydrates with no console error or hydration warning, keeps exactly one
 * <main> and <h1>, and has zero axe-core violations.
 */
import axe from 'axe-core';
import { describe, expect, test } from 'vitest';
import { inLanes, readManifest, stylesSettled, useSiteInBrowser, waitForHydration } from './support.ts';

const site = useSiteInBrowser();
const routes = readManifest().routes.map((r) => r.path);

describe('every route', () => {
  test(`hydrates cleanly and passes axe-core (${routes.length} routes)`, { timeout: 600_000 }, async () => {
    // Three pages at a time, each with its own console record.
    const lanes = await Promise.all([0, 1, 2].map(() => site.newPage()));
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
