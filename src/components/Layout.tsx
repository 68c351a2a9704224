import type { ReactNode } from 'react';
import type { ShellData } from '../lib/types.ts';
import { ChunkErrorNotice } from './ChunkErrorNotice.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

interface Props {
  pathname: string;
  shell: ShellData;
  children: ReactNode;
}

/** The shell around every page: skip link, top bar and header, the page, the footer. */
export function Layout({ pathname, shell, children }: Props) {
  return (
    <>
      <a className="skip-link" href="#main" data-pagefind-ignore="all">
        {shell.labels.page.skip}
      </a>
      <Header pathname={pathname} shell={shell} />
      {children}
      <Footer shell={shell} />
      <ChunkErrorNotice phone={shell.site.phones.sales} words={shell.labels.scriptFailed} />
    </>
  );
}
