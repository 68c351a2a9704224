import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contentGuide } from '../../scripts/content-guide.ts';
import { deployFiles } from '../../scripts/deploy-config.ts';
import { mediaTable } from '../../scripts/lib/content-plugin.ts';
import { fileCache } from '../../scripts/lib/cache.ts';
import { publishPhoto } from '../../scripts/lib/images.ts';
import { mediaFile } from '../../scripts/lib/media-files.ts';
import { formatProblem } from '../../src/content/problems.ts';
import { scaffold, slugify } from '../../scripts/new.ts';
import type { ProjectDetailData } from '../../src/lib/types.ts';
import { fixtureRoot, fixtureText, loadFixture } from './support/fixture-site.ts';

const root = path.resolve(import.meta.dirname, '../..');
let tmp: string;

beforeEach(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'site-workflow-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

/** Otto's case study with `images` (YAML list items) first in its gallery. */
const ottoWith = (images: string) =>
  fixtureText('content/projects/otto.mdx').replace(/gallery:\n/, `gallery:\n${images}`);

describe('slugify', () => {
  test('returns lower-case words joined by hyphens', () => {
    expect(slugify('Robotic Palletizer')).toBe('robotic-palletizer');
    expect(slugify('  UV & Ozone: Curing Cell #2 ')).toBe('uv-and-ozone-curing-cell-2');
  });
});

describe('scaffold', () => {
  test.each(['project', 'service', 'post'] as const)(
    'writes a %s that validates, and prints its URL',
    async (kind) => {
      const { file, url } = scaffold(tmp, kind, 'Robotic Palletizer', '2024-06-03');
      expect(file).toMatch(/robotic-palletizer\.mdx$/);
      expect(url).toMatch(/\/robotic-palletizer$/);
      const text = readFileSync(path.join(tmp, file), 'utf8');
      const media = await mediaTable(path.join(tmp, 'content'));
      const result = await loadFixture({ entries: { [file]: text }, media });
      expect(result.problems.map(formatProblem)).toEqual([]);
    },
  );

  test('refuses a slug that exists', () => {
    mkdirSync(path.join(tmp, 'content/projects'), { recursive: true });
    cpSync(path.join(fixtureRoot, 'content/projects/otto.mdx'), path.join(tmp, 'content/projects/otto.mdx'));
    expect(() => scaffold(tmp, 'project', 'Otto')).toThrow(/already exists/);
  });
});

describe('drafts', () => {
  test('a draft is in the dev manifest with a Draft flag and absent from the build', async () => {
    const { file } = scaffold(tmp, 'project', 'Robotic Palletizer');
    const changes = {
      entries: { [file]: readFileSync(path.join(tmp, file), 'utf8') },
      media: await mediaTable(path.join(tmp, 'content')),
    };
    const built = (await loadFixture(changes)).site!.manifest;
    const paths = built.routes.map((r) => r.path);
    expect(paths).not.toContain('/projects/robotic-palletizer');
    expect(JSON.stringify(built.routes.find((r) => r.path === '/projects')!.data)).not.toContain(
      'robotic-palletizer',
    );
    expect(built.documents.map((d) => d.slug)).not.toContain('robotic-palletizer');

    const dev = (await loadFixture(changes, { includeDrafts: true })).site!.manifest;
    const route = dev.routes.find((r) => r.path === '/projects/robotic-palletizer')!;
    expect((route.data as ProjectDetailData).meta.draft).toBe(true);
    expect((route.data as ProjectDetailData).meta.noindex).toBe(true);
  });
});

describe('photos', () => {
  const photo = path.join(root, 'tests/fixtures/photos/control-cabinet.jpg');

  test('a JPEG named in frontmatter becomes AVIF and WebP at several widths with its size set', async () => {
    const result = await loadFixture({
      entries: {
        'content/projects/otto.mdx': ottoWith(
          '  - src: ./art/otto-photo.jpg\n    alt: Photo of the gray control cabinet in the shop\n',
        ),
      },
      media: { 'projects/art/otto-photo.jpg': await mediaFile(photo) },
    });
    expect(result.problems.map(formatProblem)).toEqual([]);
    const manifest = result.site!.manifest;
    const data = manifest.routes.find((r) => r.path === '/projects/otto')!.data as ProjectDetailData;
    const pic = data.project.gallery[0]!;
    expect(pic.width).toBe(1600);
    expect(pic.height).toBe(1067);
    expect(pic.src).toBe('/media/projects/art/otto-photo-1600.jpg');
    expect(pic.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(pic.sources[0]!.srcset).toBe(
      '/media/projects/art/otto-photo-480.avif 480w, /media/projects/art/otto-photo-800.avif 800w, ' +
        '/media/projects/art/otto-photo-1200.avif 1200w, /media/projects/art/otto-photo-1600.avif 1600w',
    );
    expect(manifest.photos).toEqual(['projects/art/otto-photo.jpg']);

    mkdirSync(path.join(tmp, 'content/projects/art'), { recursive: true });
    cpSync(photo, path.join(tmp, 'content/projects/art/otto-photo.jpg'));
    const out = path.join(tmp, 'out');
    const publish = async () => {
      const cache = fileCache(tmp, 'photos');
      await publishPhoto(path.join(tmp, 'content'), 'projects/art/otto-photo.jpg', out, cache, 'settings');
      return cache.made;
    };
    expect(await publish()).toBe(12);
    const avif = await sharp(path.join(out, 'media/projects/art/otto-photo-800.avif')).metadata();
    expect([avif.format, avif.width]).toEqual(['heif', 800]);
    expect(existsSync(path.join(out, 'media/projects/art/otto-photo-480.webp'))).toBe(true);
    // A second publish comes from the cache.
    expect(await publish()).toBe(0);
  });

  test('an oversized or too small photo is a validation error on its line', async () => {
    const huge = await sharp({ create: { width: 9000, height: 600, channels: 3, background: '#777' } })
      .jpeg()
      .toBuffer();
    const tiny = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    const otto = ottoWith(
      '  - src: ./art/huge.jpg\n    alt: An oversized test photo\n' +
        '  - src: ./art/tiny.png\n    alt: A too small test photo\n',
    );
    const result = await loadFixture({
      entries: { 'content/projects/otto.mdx': otto },
      media: {
        'projects/art/huge.jpg': await mediaFile('huge.jpg', huge),
        'projects/art/tiny.png': await mediaFile('tiny.png', tiny),
      },
    });
    const lines = result.problems.map(formatProblem);
    expect(lines.find((l) => l.includes('huge.jpg') || l.includes('gallery[0]'))).toMatch(
      /^content\/projects\/otto\.mdx:\d+:\d+ gallery\[0\]\.src: photo is 9000x600 px; the limit is 8000 px/,
    );
    expect(lines.find((l) => l.includes('gallery[1]'))).toMatch(/photo is 400 px wide; at least 800 px/);
  });
});

describe('generated files', () => {
  test('CONTENT.md is current with the schemas', () => {
    expect(readFileSync(path.join(root, 'CONTENT.md'), 'utf8')).toBe(contentGuide(root));
  });

  test('deploy configs are current with the rules', () => {
    for (const [file, content] of Object.entries(deployFiles(root))) {
      expect(readFileSync(path.join(root, file), 'utf8'), `${file} is stale: run npm run deploy:config`).toBe(
        content,
      );
    }
  });
});

describe('pictures', () => {
  test('every image an entry or a data file names reaches its page at its published address', async () => {
    const { site } = await loadFixture();
    const srcs: string[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const { src } = value as { src?: unknown };
        if (typeof src === 'string') srcs.push(src);
        Object.values(value).forEach(walk);
      }
    };
    site!.manifest.routes.forEach((r) => walk(r.data));
    // Testimonial avatars, partner logos, about and home art come from data files.
    expect(srcs.length).toBeGreaterThan(50);
    expect(srcs.filter((src) => !src.startsWith('/media/'))).toEqual([]);
  });
});
