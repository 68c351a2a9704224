/**
 * A page inlines the rules of its stylesheets that its markup can use (scripts/lib/critical-css.ts):
 * a rule goes when a class, id or element its selectors all require is nowhere in the page; states
 * (pseudo-classes, attributes) never remove a rule; order and at-rules are kept.
 */
import { describe, expect, test } from 'vitest';
import { criticalCss, markupNames, selectorNeeds } from '../../scripts/lib/critical-css.ts';

describe('selectorNeeds', () => {
  test.each([
    ['.card', ['.card']],
    ['.card .card__title a', ['.card', '.card__title', 'a']],
    ['nav#main-menu>ul li+li', ['#main-menu', 'nav', 'ul', 'li']],
    ['.tab[aria-selected="true"]', ['.tab']],
    ['a[href$=".pdf"]::after', ['a']],
    ['.menu:hover .menu__list:focus-within', ['.menu', '.menu__list']],
    ['.card:has(.card__link:focus-visible)', ['.card']],
    [':is(h2, h3) + p', ['p']],
    [':not(.is-open)>.panel', ['.panel']],
    [':root', []],
    ['*', []],
    ['::backdrop', []],
    ['.w-1\\/2', ['.w-1/2']],
  ])('%s', (selector, needs) => {
    expect(selectorNeeds(selector).sort()).toEqual([...needs].sort());
  });
});

describe('markupNames', () => {
  test('reads elements, classes and ids, not the inlined styles', () => {
    const names = markupNames(
      '<html><head><style>.ghost{color:red}</style></head><body><div id="root" class="a  b"><svg class="icon"></svg></div></body></html>',
    );
    expect([...names].sort()).toEqual(
      ['#root', '.a', '.b', '.icon', 'body', 'div', 'head', 'html', 'svg'].sort(),
    );
  });
});

describe('criticalCss', () => {
  const css = [
    ':root{--x:1}',
    '.hero{color:red}',
    '.absent{color:blue}',
    '.hero .absent,.hero .title{margin:0}',
    '@media (min-width:40em){.hero{padding:1em}.absent{padding:0}}',
    '@media print{.absent{display:none}}',
    '.tabs [data-state=active]{font-weight:700}',
    '.menu:popover-open{display:block}',
    'details[open]>summary{color:green}',
    '@keyframes spin{to{transform:rotate(1turn)}}',
  ].join('');
  const prune = criticalCss(css);

  test('keeps, in order, the rules the markup can match; drops the others and emptied blocks', () => {
    const html =
      '<body><div class="hero"><h1 class="title">t</h1></div><div class="tabs"></div><nav class="menu"></nav><details><summary>s</summary></details></body>';
    expect(prune(html)).toBe(
      [
        ':root{--x:1}',
        '.hero{color:red}',
        '.hero .absent,.hero .title{margin:0}',
        '@media (min-width:40em){.hero{padding:1em}}',
        '.tabs [data-state=active]{font-weight:700}',
        '.menu:popover-open{display:block}',
        'details[open]>summary{color:green}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
      ].join(''),
    );
  });

  test('a page with none of the names keeps only what needs none', () => {
    expect(prune('<body><p>plain</p></body>')).toBe(
      ':root{--x:1}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  test('pages that use the same names get the same text', () => {
    const a = prune('<body><div class="hero">a</div></body>');
    const b = prune('<body><section class="hero"><p>b</p></section></body>');
    expect(b).toBe(a);
  });
});
