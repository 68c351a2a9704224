import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** The shell around every page: skip link, top bar and header, the page, the footer. */
export function Layout({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main" data-pagefind-ignore="all">
        Skip to content
      </a>
      <Header pathname={pathname} />
      {children}
      <Footer />
    </>
  );
}
