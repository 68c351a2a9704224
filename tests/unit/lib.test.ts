import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { cacheDir } from '../../scripts/lib/cache.ts';
import { headersFor, netlifyRedirects, type HeaderRule } from '../../scripts/lib/deploy-rules.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { readText } from '../../src/mdx/read.ts';
import { variantWidths } from '../../src/content/media.ts';
import { MdxBody } from '../../src/components/MdxBody.tsx';
import Body from '../fixtures/mdx/body.mdx';
import { routeId } from '../../src/content/routes.ts';
import { formatPath, formatProblem, suggest } from '../../src/content/problems.ts';
import { describeChunkError, isChunkLoadError } from '../../src/lib/chunk-errors.ts';
import { activeSection, dateBadge, formatDate, formatMoney, telHref } from '../../src/lib/format.ts';
import { inlineLargestArt } from '../../src/lib/inline-art.ts';

describe('telHref', () => {
  test('returns an E.164 tel: link when given a US number in any format', () => {
    expect(telHref('(512) 555-0142')).toBe('tel:+15125550142');
    expect(telHref('+1 512 555 0199')).toBe('tel:+15125550199');
  });
});

describe('formatDate and dateBadge', () => {
  test('return the same date whatever the machine time zone', () => {
    expect(formatDate('2024-02-12')).toBe('February 12, 2024');
    expect(dateBadge('2024-11-04')).toEqual({ day: '4', month: 'Nov', year: '2024' });
    expect(formatMoney(50000, '$')).toBe('$50,000');
    expect(formatMoney(1234.6, '€')).toBe('€1,235');
  });
});

describe('activeSection', () => {
  const menu = [
    { href: '/' },
    {
      href: '/about-us',
      children: [{ href: '/about-us' }, { href: '/about-detail' }, { href: '/about-team' }],
    },
    { href: '/services', children: [{ href: '/services/control-systems' }] },
    { href: '/projects', children: [{ href: '/projects/otto' }] },
    { href: '/blog' },
    { href: '/contact-us' },
  ];
  test('returns the item that links to the page, or the section the path belongs to', () => {
    expect(activeSection('/about-team', menu)).toBe('/about-us');
    expect(activeSection('/projects/cobots', menu)).toBe('/projects');
    expect(activeSection('/project-detail', menu)).toBe('/projects');
    expect(activeSection('/services-detail', menu)).toBe('/services');
    expect(activeSection('/contact-01', menu)).toBe('/contact-us');
    expect(activeSection('/blog/2', menu)).toBe('/blog');
    expect(activeSection('/blog-single', menu)).toBe('/blog');
    expect(activeSection('/', menu)).toBe('/');
  });
});

describe('suggest', () => {
  test('returns the closest known name for a likely typo, nothing for an unrelated word', () => {
    expect(suggest('motion-control', ['motion-controls', 'control-systems'])).toBe('motion-controls');
    expect(suggest('yaer', ['year', 'area', 'title'])).toBe('year');
    expect(suggest('banana', ['year', 'area'])).toBeUndefined();
    expect(formatPath(['gallery', 1, 'src'])).toBe('gallery[1].src');
  });
});

describe('headersFor', () => {
  const rules: HeaderRule[] = [
    { pattern: '/*', headers: { 'Cache-Control': 'no-cache', 'X-A': '1' } },
    { pattern: '/assets/*', headers: { 'Cache-Control': 'immutable' } },
  ];
  test('returns the global headers, overridden by the more specific rule', () => {
    expect(headersFor(rules, '/blog')).toEqual({ 'Cache-Control': 'no-cache', 'X-A': '1' });
    expect(headersFor(rules, '/assets/x.js')).toEqual({ 'Cache-Control': 'immutable', 'X-A': '1' });
    expect(netlifyRedirects([{ from: '/a', to: '/b', status: 301 }])).toBe('/a /b 301\n/a/ /b 301\n');
  });
});

describe('chunk errors', () => {
  test('recognises a failed dynamic import and names the chunk', () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/Article-x1.js',
    );
    expect(isChunkLoadError(error)).toBe(true);
    expect(describeChunkError(error).chunk).toBe('/assets/Article-x1.js');
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
    // Where the browser names no script, the notice keeps its prerendered words.
    expect(describeChunkError(new TypeError('Failed to fetch')).chunk).toBeUndefined();
  });
});

describe('inlineLargestArt', () => {
  const art = (src: string) => ({ src, alt: 'Drawing', width: 1200, height: 800, sources: [] });
  const photo = {
    ...art('/media/a.svg'),
    sources: [{ type: 'image/avif', srcset: '/media/a-800.avif 800w' }],
  };
  const lcp = { ...art('/media/a.svg'), inline: 'data:image/svg+xml,%3csvg%3e' };
  const data = {
    meta: { title: 'Page' },
    gallery: [art('/media/a.svg'), art('/media/b.svg')],
    card: { image: photo },
  };

  test('gives every picture of the largest art file its data: URL, in a copy of the data', () => {
    const out = inlineLargestArt(data, lcp);
    expect(out.gallery[0]).toEqual({ ...art('/media/a.svg'), inline: lcp.inline });
    expect(out.gallery[1]).toEqual(art('/media/b.svg'));
    // A photo with modern formats of the same name stays a file; the input is left as it was.
    expect(out.card.image).toEqual(photo);
    expect(data.gallery[0]).toEqual(art('/media/a.svg'));
  });

  test('returns the data as it is when the largest image has no data: URL', () => {
    expect(inlineLargestArt(data, art('/media/a.svg'))).toBe(data);
    expect(inlineLargestArt(data, undefined)).toBe(data);
  });
});

describe('routeId', () => {
  test('maps a path to a file-safe id', () => {
    expect(routeId('/')).toBe('index');
    expect(routeId('/projects/otto')).toBe('projects__otto');
  });
});

describe('variantWidths', () => {
  test('returns the standard widths up to the width of the photo', () => {
    expect(variantWidths(1000)).toEqual([480, 800, 1000]);
    expect(variantWidths(3000)).toEqual([480, 800, 1200, 1600]);
  });
});

describe("an MDX file compiled by Vite (the site's MDX settings, vite.config.ts)", () => {
  test('renders GFM tables, links and the registry components', () => {
    const body = createElement(MdxBody, {
      content: Body,
      className: 'prose',
      table: 'Scrolling table',
    });
    const html = renderToStaticMarkup(body);
    expect(html).toContain('<a href="/services/power-distribution"');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">the vendor</a>');
    // A one-line note is a block of its own, not inside a paragraph.
    expect(html).toContain('<aside class="note">Commissioned over <strong>two</strong> weekends.</aside>');
    expect(html).not.toContain('<p><aside');
    expect(html).toMatch(/<aside class="note">\s*<p>A note written on its own lines.<\/p>\s*<\/aside>/);
    expect(html).toContain(
      '<div class="table-scroll" tabindex="0" role="region" aria-label="Scrolling table"><table>',
    );
    expect(html).toContain('A literal {brace} and &lt;tag&gt;.');
  });
});

describe("readText (the validator's pass over a body)", () => {
  // Frontmatter is blanked, not cut, so lines stay the file's: the body starts on line 5.
  const body = (text: string) => {
    const file = 'content/projects/x.mdx';
    const { outline, problems } = readText(file, `\n\n\n\n${text}\n`);
    const found = problems.map((p) => ({ file, field: 'mdx', ...p }));
    return { ...outline, problems: found.length ? found : undefined };
  };

  test('returns plain-text sections, words and site links when the body has headings, lists and tables', () => {
    const result = body(
      'Intro with a [link](/x).\n\n## Steps\n\n- one\n- **two**\n\n| a | b |\n| --- | --- |\n| 1 | 2 |',
    );
    if (result.problems) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.sections).toEqual([
      { heading: '', paragraphs: ['Intro with a link.'] },
      { heading: 'Steps', paragraphs: ['• one\n• two', 'a | b\n1 | 2'] },
    ]);
    expect(result.words).toBe(11);
    expect(result.links).toEqual([{ href: '/x', line: 5, column: 14 }]);
  });

  test('returns every piece of code in content as a problem with its line', () => {
    const { problems } = body('<Note kind={x}>Hi</Note>\n\nexport const a = 1\n\nA {1 + 1} and <Widget />');
    expect(problems?.map(formatProblem)).toEqual([
      'content/projects/x.mdx:5:1 mdx: <Note> attributes must be plain values ' +
        'such as title="Text", not {expressions}',
      'content/projects/x.mdx:7:1 mdx: imports and exports are not allowed in content; ' +
        'the site provides every component',
      'content/projects/x.mdx:9:3 mdx: expressions in {braces} are not allowed in content; ' +
        'write the text itself',
      'content/projects/x.mdx:9:15 mdx: unknown component <Widget>; content can use <Note>',
    ]);
  });

  test('returns a syntax error with its line and column when the MDX does not parse', () => {
    const { problems } = body('Fine line.\n\nA {broken');
    expect(problems?.map(formatProblem)).toEqual([
      expect.stringMatching(
        /^content\/projects\/x\.mdx:7:\d+ mdx: MDX syntax error: .*expression.*\(line: A \{broken\)$/,
      ),
    ]);
  });
});

describe('cacheDir', () => {
  test('a relative SITE_CACHE_DIR names one folder, whole, whatever the project', () => {
    const shared = mkdtempSync(path.join(tmpdir(), 'site-cache-'));
    vi.stubEnv('SITE_CACHE_DIR', path.relative(process.cwd(), shared));
    try {
      const dir = cacheDir(path.join(tmpdir(), 'some-other-checkout'), 'editor');
      expect(dir).toBe(path.join(shared, 'editor'));
      expect(statSync(dir).isDirectory()).toBe(true);
    } finally {
      vi.unstubAllEnvs();
      rmSync(shared, { recursive: true, force: true });
    }
  });
});
