import type { MenuItem, Site } from '../schema/index.ts';
import { activeSection, telHref } from '../lib/format.ts';
import { Icon } from './Icon.tsx';
import { Logo } from './Logo.tsx';

const MENU_ID = 'main-menu';

/**
 * Top bar (address, phone, hours) and the main header with menu and search. It needs no script:
 * on narrow screens the menu is a popover its button opens and closes (the browser reports the
 * button as expanded or collapsed, and Escape or a click outside closes it); submenus open on
 * hover and focus in CSS, and their links cannot take focus while hidden.
 */
export function Header({ pathname, site, menu }: { pathname: string; site: Site; menu: MenuItem[] }) {
  return (
    <header className="site-header" data-pagefind-ignore="all">
      <TopBar address={site.address} phone={site.phones.sales} hours={site.hours.topBar} />
      <div className="masthead">
        <div className="container masthead__inner">
          <a className="brand" href="/">
            <Logo />
            <span className="brand__text">
              <span className="brand__name">{site.shortName}</span>
              <span className="brand__sub">Automation &amp; Robotics</span>
            </span>
          </a>
          <button type="button" className="menu-toggle" popoverTarget={MENU_ID}>
            <Icon name="menu" className="menu-toggle__open" />
            <Icon name="close" className="menu-toggle__close" />
            <span>Menu</span>
          </button>
          <nav aria-label="Main" id={MENU_ID} className="main-nav" popover="auto">
            <MainMenu menu={menu} pathname={pathname} />
            <HeaderSearch inputId={`${MENU_ID}-search`} />
          </nav>
        </div>
      </div>
    </header>
  );
}

function TopBar({ address, phone, hours }: { address: Site['address']; phone: string; hours: string }) {
  return (
    <div className="topbar">
      <div className="container topbar__inner">
        <span className="topbar__item">
          <Icon name="pin" size={16} />
          {address.street}, {address.city}, {address.region} {address.postalCode}
        </span>
        <a className="topbar__item" href={telHref(phone)}>
          <Icon name="phone" size={16} />
          {phone}
        </a>
        <span className="topbar__item">
          <Icon name="clock" size={16} />
          {hours}
        </span>
      </div>
    </div>
  );
}

/** Menu links load the whole page, as the spec asks: plain anchors, not client-side links. */
function MainMenu({ menu, pathname }: { menu: MenuItem[]; pathname: string }) {
  const active = activeSection(pathname, menu);
  const current = (href: string) => (href === pathname ? ('page' as const) : undefined);
  return (
    <ul className="main-nav__list">
      {menu.map((item) => (
        <li
          key={item.href + item.label}
          className={`main-nav__item${item.children.length ? ' has-sub' : ''}${active === item.href ? ' is-active' : ''}`}
        >
          <a href={item.href} aria-current={current(item.href)} className="main-nav__link">
            {item.label}
          </a>
          {item.children.length > 0 && (
            <ul className="submenu" aria-label={`${item.label} pages`}>
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

function HeaderSearch({ inputId }: { inputId: string }) {
  return (
    <form className="header-search" role="search" aria-label="Site" method="get" action="/search">
      <label htmlFor={inputId} className="visually-hidden">
        Search the site
      </label>
      <input id={inputId} type="search" name="s" autoComplete="off" />
      <button type="submit" aria-label="Search">
        <Icon name="search" size={18} />
      </button>
    </form>
  );
}
