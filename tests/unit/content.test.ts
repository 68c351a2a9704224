/** The content itself: every page the spec lists exists, with the spec's facts and enough words. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { generate } from '../../scripts/generate.ts';
import type { Manifest } from '../../scripts/lib/model.ts';
import type { ArticleData, ProjectDetailData, ServiceDetailData } from '../../src/lib/types.ts';

const root = path.resolve(import.meta.dirname, '../..');
let manifest: Manifest;
const projects = () =>
  manifest.routes.filter((r) => r.path.startsWith('/projects/')).map((r) => r.data as ProjectDetailData);
const words = (s: string) => s.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
const body = (file: string) => readFileSync(path.join(root, file), 'utf8').replace(/^---[\s\S]*?\n---\n/, '');

beforeAll(async () => {
  manifest = (await generate({ root, dryRun: true })).manifest!;
});

describe('collections', () => {
  test('has the 24 projects, 15 services and 6 articles the spec lists', () => {
    const slugs = (prefix: string) =>
      manifest.routes
        .filter(
          (r) => r.path.startsWith(prefix) && r.path.split('/').length === 3 && !/^\/blog\/\d+$/.test(r.path),
        )
        .map((r) => r.path.slice(prefix.length))
        .sort();
    expect(slugs('/projects/')).toEqual(
      'zebra-imaging 3d-display uv-curing inspection-system 4-axis nov-tank energy-switch nanogrid medical-laser robotic-wafer laser-notching power-safety winder-controls ups-system 3d-printer edge-box otto magnet-mover hpc-blades 2-phase-cooling cobots sol-ark homegrid power-server'
        .split(' ')
        .sort(),
    );
    expect(slugs('/services/')).toEqual(
      'safety-systems motion-controls control-systems blockchain-storage software-services parts-supplies-diy power-distribution data-logging communication-interfaces microgrid-controls installation-assembly custom-robotics energy-storage prototyping design-and-build'
        .split(' ')
        .sort(),
    );
    expect(slugs('/blog/')).toEqual(
      'things-to-consider-microgrid osha-violation-3-steps-compliance what-we-saw-at-the-robotics-convention-dallas-texas data-center-hpc-control-cooling-with-robotic-blade-changer power-distribution-safety-process-control microgrid-under-10-thousand-dollars'
        .split(' ')
        .sort(),
    );
  });

  test('project pages show the details the spec gives, exactly', () => {
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
      const p = projects().find((d) => d.project.slug === slug)!.project;
      expect([slug, p.area, p.year, p.location], slug).toEqual([slug, area, year, location]);
      if (industry) expect(p.industry, slug).toBe(industry);
    }
    const sample = manifest.routes.find((r) => r.path === '/project-detail')!.data as ProjectDetailData;
    expect([sample.project.budget, sample.project.area, sample.project.year]).toEqual([50000, 400, 2017]);
  });

  test('every project has two categories, 2 to 7 images and six related projects (none for medical-laser)', () => {
    for (const { project, related } of projects()) {
      expect(project.categories, project.slug).toHaveLength(2);
      expect(project.gallery.length, project.slug).toBeGreaterThanOrEqual(2);
      expect(related.length, project.slug).toBe(project.slug === 'medical-laser' ? 0 : 6);
    }
    expect(projects().find((d) => d.project.slug === 'magnet-mover')!.project.brochureLabel).toBe(
      'APIs & Documentation',
    );
    const covers = projects().map((d) => d.project.image.src);
    expect(new Set(covers).size).toBe(covers.length);
  });

  test('each entry has enough words: projects 150+, services 300+, articles 600 to 1,200', () => {
    const short: string[] = [];
    for (const r of manifest.routes.filter((x) => x.index && x.source?.endsWith('.mdx'))) {
      const text = body(r.source!);
      if (r.template === 'ProjectDetail' && words(text) < 150) short.push(`${r.path}: ${words(text)}`);
      if (r.template === 'ServiceDetail') {
        const s = (r.data as ServiceDetailData).service;
        const total =
          words(text) +
          words(s.consultant) +
          s.tabs.reduce((n, t) => n + words(t.html.replace(/<[^>]+>/g, ' ')), 0);
        if (total < 300) short.push(`${r.path}: ${total}`);
      }
      if (r.template === 'Article') {
        const n = words(text.replace(/\]\([^)]*\)/g, ']'));
        if (n < 600 || n > 1200) short.push(`${r.path}: ${n}`);
        expect((r.data as ArticleData).post.date.startsWith('2024-'), r.path).toBe(true);
      }
    }
    expect(short).toEqual([]);
  });

  test('no filler text anywhere in content or code', () => {
    const hits: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = path.join(dir, name);
        if (name === 'generated') continue;
        if (statSync(p).isDirectory()) walk(p);
        else if (/lorem|ipsum|placeholder/i.test(readFileSync(p, 'utf8'))) hits.push(path.relative(root, p));
      }
    };
    walk(path.join(root, 'content'));
    walk(path.join(root, 'src'));
    expect(hits).toEqual([]);
  });
});
