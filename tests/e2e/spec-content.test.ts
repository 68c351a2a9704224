/**
 * The site's content, as the build made it (its manifest): the entries SPEC.md lists are present
 * with the facts it gives. These are subset checks: writers add, rename and remove other entries
 * freely, and editorial rules (words, images, categories) belong to the validator, not here.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type { Manifest } from '../../src/content/routes.ts';
import type { ProjectDetailData } from '../../src/lib/types.ts';
import { readManifest } from './support.ts';

let manifest: Manifest;
const paths = () => new Set(manifest.routes.map((r) => r.path));
const project = (slug: string) =>
  (manifest.routes.find((r) => r.path === `/projects/${slug}`)?.data as ProjectDetailData | undefined)
    ?.project;

beforeAll(() => {
  manifest = readManifest();
});

describe('the entries SPEC.md lists', () => {
  test('has every project, service and article the spec names (among any others)', () => {
    const spec = {
      '/projects/':
        'zebra-imaging 3d-display uv-curing inspection-system 4-axis nov-tank energy-switch nanogrid ' +
        'medical-laser robotic-wafer laser-notching power-safety winder-controls ups-system 3d-printer ' +
        'edge-box otto magnet-mover hpc-blades 2-phase-cooling cobots sol-ark homegrid power-server',
      '/services/':
        'safety-systems motion-controls control-systems blockchain-storage software-services ' +
        'parts-supplies-diy power-distribution data-logging communication-interfaces microgrid-controls ' +
        'installation-assembly custom-robotics energy-storage prototyping design-and-build',
      '/blog/':
        'things-to-consider-microgrid osha-violation-3-steps-compliance ' +
        'what-we-saw-at-the-robotics-convention-dallas-texas ' +
        'data-center-hpc-control-cooling-with-robotic-blade-changer ' +
        'power-distribution-safety-process-control microgrid-under-10-thousand-dollars',
    };
    const missing = Object.entries(spec).flatMap(([prefix, slugs]) =>
      slugs
        .split(' ')
        .filter((s) => !paths().has(`${prefix}${s}`))
        .map((s) => `${prefix}${s}`),
    );
    expect(missing).toEqual([]);
  });

  test('project pages show the details the spec gives', () => {
    const spec: Record<string, [number, number, string, string?]> = {
      '3d-printer': [400, 2017, 'Austin', 'Construction'],
      'winder-controls': [10, 2013, 'San Marcos'],
      'ups-system': [6, 2012, 'Burnet'],
      'edge-box': [16, 2020, 'Plano', 'Data Centers'],
      'magnet-mover': [10, 2023, 'Austin', 'Athletic Physical Therapy'],
      cobots: [8, 2019, 'Dallas', 'Electrical Calibration'],
      'sol-ark': [6, 2022, 'Burnet', 'Renewable Energy'],
      homegrid: [1, 2022, 'Austin', 'Manufacturing'],
      'power-server': [1, 2022, 'Austin', 'Manufacturing'],
    };
    for (const [slug, [area, year, location, industry]] of Object.entries(spec)) {
      const p = project(slug);
      expect(p, slug).toBeDefined();
      expect([slug, p!.area, p!.year, p!.location], slug).toEqual([slug, area, year, location]);
      if (industry) expect(p!.industry, slug).toBe(industry);
    }
    expect(project('magnet-mover')!.brochureLabel).toBe('APIs & Documentation');
    const sample = manifest.routes.find((r) => r.path === '/project-detail')!.data as ProjectDetailData;
    expect([sample.project.budget, sample.project.area, sample.project.year]).toEqual([50000, 400, 2017]);
  });

  test('the generic detail routes show a real entry, and the sample has related projects', () => {
    const sample = manifest.routes.find((r) => r.path === '/project-detail')!.data as ProjectDetailData;
    expect(sample.related.length).toBeGreaterThan(0);
    for (const p of ['/services-detail', '/blog-single']) {
      const route = manifest.routes.find((r) => r.path === p)!;
      expect(route.index, p).toBe(false);
      expect(paths().has(new URL(route.data.meta.canonical).pathname), p).toBe(true);
    }
  });
});
