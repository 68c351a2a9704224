import { describe, expect, test } from 'vitest';
import { headersFor, netlifyRedirects, type HeaderRule } from '../../scripts/lib/deploy-rules.ts';
import { variantWidths } from '../../scripts/lib/images.ts';
import { plainSections, routeId } from '../../scripts/lib/model.ts';
import { formatPath, suggest } from '../../scripts/lib/problems.ts';
import { describeChunkError, isChunkLoadError } from '../../src/lib/chunk-errors.ts';
import { activeSection, dateBadge, formatDate, formatMoney, telHref } from '../../src/lib/format.ts';
import { normalizePath } from '../../src/lib/route-loader.ts';

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
    expect(formatMoney(50000)).toBe('$50,000');
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
  });
});

describe('paths', () => {
  test('normalise trailing slashes and index.html, and map to file-safe ids', () => {
    expect(normalizePath('/projects/otto/')).toBe('/projects/otto');
    expect(normalizePath('/blog/index.html')).toBe('/blog');
    expect(normalizePath('/')).toBe('/');
    expect(routeId('/')).toBe('index');
    expect(routeId('/projects/otto')).toBe('projects__otto');
  });
});

describe('plainSections and variantWidths', () => {
  test('turn Markdown into plain paragraphs under headings, and pick photo widths', () => {
    expect(
      plainSections(
        'Intro with a [link](/x).\n\n## Steps\n\n- one\n- **two**\n\n| a | b |\n| --- | --- |\n| 1 | 2 |',
      ),
    ).toEqual([
      { heading: '', paragraphs: ['Intro with a link.'] },
      { heading: 'Steps', paragraphs: ['• one\n• two', 'a | b\n1 | 2'] },
    ]);
    expect(variantWidths(1000)).toEqual([480, 800, 1000]);
    expect(variantWidths(3000)).toEqual([480, 800, 1200, 1600]);
  });
});
