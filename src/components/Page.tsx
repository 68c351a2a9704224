import type { ReactNode } from 'react';
import type { PageMetaData } from '../lib/types.ts';
import type { ShellData } from '../content/site-context.ts';
import type { Labels } from '../schema/data.ts';
import { CallToAction } from './CallToAction.tsx';
import { SmartLink } from './SmartLink.tsx';

interface Props {
  meta: PageMetaData;
  /** Above the h1 */
  eyebrow?: string;
  shell: ShellData;
  /** Whether the site's call to action and sales phone close the page */
  cta?: boolean;
  children: ReactNode;
}

/** A page under a banner: the `<main>` the skip link leads to, the banner, the page's sections. */
export function Page({ meta, eyebrow, shell, cta, children }: Props) {
  return (
    <main id="main" tabIndex={-1}>
      <Banner meta={meta} eyebrow={eyebrow} words={shell.labels.page} />
      {children}
      {cta && <CallToAction cta={shell.site.cta} shell={shell} />}
    </main>
  );
}

/** Title banner with the page's h1 and its breadcrumb (Home, parent, current page). */
function Banner({ meta, eyebrow, words }: { meta: PageMetaData; eyebrow?: string; words: Labels['page'] }) {
  const trail = meta.breadcrumb;
  return (
    <div className="banner">
      <div className="container banner__inner">
        {eyebrow && (
          <p className="banner__eyebrow" data-pagefind-ignore="all">
            {eyebrow}
          </p>
        )}
        <h1 className="banner__title">{meta.title}</h1>
        {trail.length > 0 && (
          <nav aria-label={words.breadcrumb} className="breadcrumb" data-pagefind-ignore="all">
            <ol>
              {trail.map((c, i) => (
                <li key={c.href}>
                  {i === trail.length - 1 ? (
                    <span aria-current="page">{c.label}</span>
                  ) : (
                    <SmartLink href={c.href}>{c.label}</SmartLink>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        {meta.draft && <p className="draft-badge">{words.draft}</p>}
      </div>
    </div>
  );
}
