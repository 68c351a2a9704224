/**
 * A page inlines the rules of its stylesheets that its markup can use (scripts/lib/critical-css.ts):
 * a rule goes when a class, id or element its selectors all require is nowhere in the page; states
 * (pseudo-classes, attributes) never remove a rule; order and at-rules are kept.
 */
import { describe, expect, test } from 'vitest';
import { criticalCss, firstScreen, markupNames, selectorNeeds } from '../../scripts/lib/critical-css.ts';

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
      '<html><head><style>.ghost{color:red}</style></head>' +
        '<body><div id="root" class="a  b"><svg class="icon"></svg></div></body></html>',
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
      '<body><div class="hero"><h1 class="title">t</h1></div><div class="tabs"></div>' +
      '<nav class="menu"></nav><details><summary>s</summary></details></body>';
    expect(prune(html)).toBe(
      [
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
    expect(prune('<body><p>plain</p></body>')).toBe('@keyframes spin{to{transform:rotate(1turn)}}');
  });

  test('pages that use the same names get the same text', () => {
    const a = prune('<body><div class="hero">a</div></body>');
    const b = prune('<body><section class="hero"><p>b</p></section></body>');
    expect(b).toBe(a);
  });
});

describe('design tokens', () => {
  test('a custom property only :root sets is written in place; one a media query or a component sets stays', () => {
    const css = [
      ':root{--space:1rem;--gap:var(--space);--speed:.2s;--unused:red}',
      '@media (prefers-reduced-motion:reduce){:root{--speed:0s}}',
      '.card{--cols:2;margin:var(--gap);transition:color var(--speed);width:calc(100% / var(--cols))}',
      '.grid{gap:var(--space, 2rem)}',
    ].join('');
    expect(criticalCss(css)('<div class="card grid"></div>')).toBe(
      [
        ':root{--space:1rem;--speed:.2s}',
        '@media (prefers-reduced-motion:reduce){:root{--speed:0s}}',
        '.card{--cols:2;margin:1rem;transition:color var(--speed);width:calc(100% / var(--cols))}',
        '.grid{gap:var(--space, 2rem)}',
      ].join(''),
    );
  });
});

describe('firstScreen', () => {
  const main = (blocks: string[]) =>
    '<body><header><nav><a href="/">Home</a></nav></header>' +
    `<main id="main">${blocks.join('')}</main><footer>f</footer></body>`;

  test('is the page up to the end of the third block of its main content', () => {
    const blocks = [
      '<div class="hero"><img src="a.svg" alt=""><br/><h1>Title</h1></div>',
      '<section><h2>Two</h2><input name="q"><svg><path d="M0 0"/></svg></section>',
      '<section><div><p>Three</p></div></section>',
      '<section class="later"><p>Four</p></section>',
    ];
    const html = main(blocks);
    expect(firstScreen(html)).toBe(html.slice(0, html.indexOf('<section class="later">')));
  });

  test('a page with fewer blocks, or none, is its first screen whole', () => {
    const short = main(['<section><p>One</p></section>']);
    expect(firstScreen(short)).toBe(short);
    expect(firstScreen('<body><p>No main</p></body>')).toBe('<body><p>No main</p></body>');
  });
});

describe('first paint', () => {
  const css =
    '.btn{color:red;transition:color .2s;cursor:pointer}.btn:hover{color:blue}' +
    '.menu:focus-within .list,.menu:hover .list{display:block}button{cursor:pointer}' +
    ':is(.tabs .panel,.tabs .more){display:none}.card{color:green}';
  const prune = criticalCss(css);

  test('a page with islands leaves out what only a visitor’s action shows, and transitions', () => {
    const html = '<div class="menu"><ul class="list"></ul></div><a class="btn"></a><button></button>';
    expect(prune(html, { firstPaint: true })).toBe('.btn{color:red}');
    // A page without islands keeps them: it never loads the whole sheet.
    expect(prune(html)).toContain('.btn:hover{color:blue}');
    expect(prune(html)).toContain('transition:color .2s');
  });

  test('a rule that is one :is() of selectors goes when none of them can match', () => {
    expect(prune('<div class="card"></div>')).toBe('.card{color:green}');
    expect(prune('<div class="tabs"><p class="panel"></p></div>')).toContain(':is(.tabs .panel,.tabs .more)');
  });
});
