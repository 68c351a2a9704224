import { useEffect, useId, useState } from 'react';
import { Icon } from '../components/Icon.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { telHref } from '../lib/format.ts';
import type { Link } from '../schema/index.ts';
import { useSearchParams } from './use-url.ts';

interface Pagefind {
  search: (q: string) => Promise<{
    results: { data: () => Promise<{ url: string; excerpt: string; meta: Record<string, string> }> }[];
  }>;
}

type Found = Awaited<ReturnType<typeof searchIndex>>;
type Outcome = ({ kind: 'done'; query: string } & Found) | { kind: 'error'; query: string };
type State = { kind: 'idle' } | { kind: 'loading'; query: string } | Outcome;

const MAX_RESULTS = 20;
/** Built by Pagefind at build time; a variable, so the bundler leaves the import to the browser. */
const PAGEFIND = '/pagefind/pagefind.js';

/**
 * The search on /search?s=...: the form, what the index found (the match highlighted) and the way
 * on when nothing matches. The query comes from the URL once hydrated: the prerendered HTML is the
 * same for every query, and the index (built by Pagefind at build time) loads only on this page.
 */
export function SiteSearch({ phone, sections }: { phone: string; sections: Link[] }) {
  const q = useSearchParams().get('s')?.trim() ?? '';
  const state = useSearch(q);
  return (
    <>
      <SearchPageForm query={q} />
      <noscript>
        <p className="search-page__note">
          Search needs JavaScript, which is turned off in this browser. Every page is still one click away
          from the sections below.
        </p>
      </noscript>
      <SearchStatus state={state} phone={phone} />
      {state.kind === 'done' && state.hits.length > 0 && (
        <ol className="search-results">
          {state.hits.map((h) => (
            <li key={h.url} className="search-result">
              <p className="search-result__type">{h.type}</p>
              <h2 className="search-result__title">
                <SmartLink href={h.url}>{h.title}</SmartLink>
              </h2>
              {/* Pagefind escapes the page text and wraps matches in <mark>. */}
              <p className="search-result__excerpt" dangerouslySetInnerHTML={{ __html: h.excerpt }} />
            </li>
          ))}
        </ol>
      )}
      {(state.kind !== 'done' || state.total === 0) && state.kind !== 'loading' && (
        <SectionLinks
          heading={state.kind === 'idle' ? 'Or start from a section' : 'Main sections'}
          sections={sections}
        />
      )}
    </>
  );
}

/** The first results for `q` from the index, and how many pages match in all. */
async function searchIndex(q: string) {
  const pagefind = (await import(/* @vite-ignore */ PAGEFIND)) as Pagefind;
  const found = await pagefind.search(q);
  const hits = await Promise.all(
    found.results.slice(0, MAX_RESULTS).map(async (r) => {
      const d = await r.data();
      return {
        url: d.url.replace(/\/index\.html$/, '').replace(/(.)\/$/, '$1') || '/',
        title: d.meta.title ?? d.url,
        type: d.meta.type ?? 'Page',
        excerpt: d.excerpt,
      };
    }),
  );
  return { hits, total: found.results.length };
}

/** Where the search for `q` stands: idle without a query, loading until its outcome arrives. */
function useSearch(q: string): State {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    if (!q) return;
    let cancelled = false;
    searchIndex(q).then(
      (found) => !cancelled && setOutcome({ kind: 'done', query: q, ...found }),
      () => !cancelled && setOutcome({ kind: 'error', query: q }),
    );
    return () => {
      cancelled = true;
    };
  }, [q]);
  return !q ? { kind: 'idle' } : outcome?.query === q ? outcome : { kind: 'loading', query: q };
}

function SearchPageForm({ query }: { query: string }) {
  const id = useId();
  return (
    <form className="search-page__form" role="search" aria-label="Search page" method="get" action="/search">
      <label htmlFor={`${id}-s`}>Search projects, services and articles</label>
      <p id={`${id}-hint`} className="search-page__hint">
        For example: microgrid, servo, UL 508A
      </p>
      <div className="search-page__row">
        <input
          key={query}
          id={`${id}-s`}
          type="search"
          name="s"
          defaultValue={query}
          aria-describedby={`${id}-hint`}
        />
        <button type="submit" className="btn btn--primary">
          <Icon name="search" size={18} /> Search
        </button>
      </div>
    </form>
  );
}

/** Announces what the search found, or that it failed, with the phone as a way forward. */
function SearchStatus({ state, phone }: { state: State; phone: string }) {
  return (
    <div role="status" aria-live="polite" className="search-page__status">
      {state.kind === 'loading' && <p>Searching for “{state.query}”…</p>}
      {state.kind === 'done' && state.total > 0 && (
        <p>
          {state.total} {state.total === 1 ? 'page matches' : 'pages match'} “{state.query}”
          {state.total > MAX_RESULTS ? `; the first ${MAX_RESULTS} are shown` : ''}.
        </p>
      )}
      {state.kind === 'done' && state.total === 0 && (
        <p>
          Nothing matches “{state.query}”. Try a shorter or more general word, browse the sections below, or
          call us at <a href={telHref(phone)}>{phone}</a>: we will point you to the right work.
        </p>
      )}
      {state.kind === 'error' && (
        <p>
          Search is not available right now. Browse the sections below or call{' '}
          <a href={telHref(phone)}>{phone}</a>.
        </p>
      )}
    </div>
  );
}

/** The main menu's sections, the way on when nothing is searched or found. */
function SectionLinks({ heading, sections }: { heading: string; sections: Link[] }) {
  return (
    <nav aria-label="Main sections" className="search-page__sections">
      <h2>{heading}</h2>
      <ul>
        {sections.map((s) => (
          <li key={s.href}>
            <SmartLink href={s.href}>
              {s.label} <Icon name="arrow-right" size={16} />
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
