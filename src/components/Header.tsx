import type { ShellData } from '../content/site-context.ts';
import { activeSection, fill, telHref } from '../lib/format.ts';
import { Icon, IconImage } from './Icon.tsx';
import { Logo } from './Logo.tsx';

const MENU_ID = 'main-menu';

/**
 * Top bar (address, phone, hours) and the main header with menu and search. It needs no script:
 * on narrow screens the menu is a popover its button opens and closes (the browser reports the
 * button as expanded or collapsed, and Escape or a click outside closes it); submenus open on
 * hover and focus in CSS, and their links cannot take focus while hidden.
 */
export function Header({ pathname, shell }: { pathname: string; shell: ShellData }) {
  const { site, main: menu, labels } = shell;
  const { address } = site;
  return (
    <header className="site-header" data-pagefind-ignore="all">
      <div className="topbar">
        <div className="container topbar__inner">
          <span className="topbar__item">
            <IconImage name="pin" size={16} />
            {`${address.street}, ${address.city}, ${address.region} ${address.postalCode}`}
          </span>
          <a className="topbar__item" href={telHref(site.phones.sales)}>
            <IconImage name="phone" size={16} />
            {site.phones.sales}
          </a>
          <span className="topbar__item">
            <IconImage name="clock" size={16} />
            {site.hours.topBar}
          </span>
        </div>
      </div>
      <div className="masthead">
        <div className="container masthead__inner">
          <a className="brand" href="/">
            <Logo />
            <span className="brand__text">
              <span className="brand__name">{site.shortName}</span>
              <span className="brand__sub">{site.name.replace(site.shortName, '').trim()}</span>
            </span>
          </a>
          <button type="button" className="menu-toggle" popoverTarget={MENU_ID}>
            <Icon name="menu" className="menu-toggle__open" />
            <Icon name="x-mark" className="menu-toggle__close" />
            <span>{labels.page.menu}</span>
          </button>
          <nav aria-label={labels.page.mainMenu} id={MENU_ID} className="main-nav" popover="auto">
            <MainMenu menu={menu} pathname={pathname} submenu={labels.page.submenu} />
            <form
              className="header-search"
              role="search"
              aria-label={labels.page.headerSearch}
              method="get"
              action="/search"
            >
              <label htmlFor={`${MENU_ID}-search`} className="visually-hidden">
                {labels.page.searchSite}
              </label>
              <input id={`${MENU_ID}-search`} type="search" name="s" autoComplete="off" />
              <button type="submit" aria-label={labels.blog.search}>
                <Icon name="search" size={18} />
              </button>
            </form>
          </nav>
        </div>
      </div>
    </header>
  );
}

type MenuProps = { menu: ShellData['main']; pathname: string; submenu: string };

/** Menu links load the whole page, as the spec asks: plain anchors, not client-side links. */
function MainMenu({ menu, pathname, submenu }: MenuProps) {
  const active = activeSection(pathname, menu);
  const current = (href: string) => (href === pathname ? ('page' as const) : undefined);
  const itemClass = (item: MenuProps['menu'][number]) => {
    const hasSub = item.children.length ? ' has-sub' : '';
    return `main-nav__item${hasSub}${active === item.href ? ' is-active' : ''}`;
  };
  return (
    <ul className="main-nav__list">
      {menu.map((item) => (
        <li key={item.href + item.label} className={itemClass(item)}>
          <a href={item.href} aria-current={current(item.href)} className="main-nav__link">
            {item.label}
          </a>
          {item.children.length > 0 && (
            <ul className="submenu" aria-label={fill(submenu, { item: item.label })}>
              {item.children.map((c) => (
                <li key={c.href + c.label}>
                  <a href={c.href} aria-current={current(c.href)}>
                    {c.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
