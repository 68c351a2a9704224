import { useEffect, useId, useState } from 'react';
import { Icon } from '../components/Icon.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { fill, fillNodes, telHref } from '../lib/format.ts';
import type { SearchWords } from '../schema/data.ts';
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

type Props = { phone: string; sections: Link[]; words: SearchWords };

/**
 * The search on /search?s=...: the form, what the index found (the match highlighted) and the way
 * on when nothing matches. The query comes from the URL once hydrated: the prerendered HTML is the
 * same for every query, and the index (built by Pagefind at build time) loads only on this page.
 */
export function SiteSearch({ phone, sections, words }: Props) {
  const q = useSearchParams().get('s')?.trim() ?? '';
  const state = useSearch(q);
  return (
    <>
      <SearchPageForm query={q} words={words} />
      <noscript>
        <p className="search-page__note">{words.noScript}</p>
      </noscript>
      <SearchStatus state={state} phone={phone} words={words} />
      {state.kind === 'done' && state.hits.length > 0 && (
        <ol className="search-results">
          {state.hits.map((h) => (
            <li key={h.url} className="search-result">
              <p className="search-result__type">{h.type ?? words.page}</p>
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
          heading={state.kind === 'idle' ? words.start : words.sections}
          sections={sections}
          name={words.sections}
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
        type: d.meta.type,
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

function SearchPageForm({ query, words }: { query: string; words: SearchWords }) {
  const id = useId();
  return (
    <form className="search-page__form" role="search" aria-label={words.name} method="get" action="/search">
      <label htmlFor={`${id}-s`}>{words.label}</label>
      <p id={`${id}-hint`} className="search-page__hint">
        {words.hint}
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
          <Icon name="search" size={18} /> {words.button}
        </button>
      </div>
    </form>
  );
}

/** Announces what the search found, or that it failed, with the phone as a way forward. */
function SearchStatus({ state, phone, words }: { state: State; phone: string; words: SearchWords }) {
  const tel = <a href={telHref(phone)}>{phone}</a>;
  const found = (n: number) => (n === 1 ? words.one : n > MAX_RESULTS ? words.more : words.many);
  return (
    <div role="status" aria-live="polite" className="search-page__status">
      {state.kind === 'loading' && <p>{fill(words.searching, { query: state.query })}</p>}
      {state.kind === 'done' && state.total > 0 && (
        <p>{fill(found(state.total), { count: state.total, query: state.query, shown: MAX_RESULTS })}</p>
      )}
      {state.kind === 'done' && state.total === 0 && (
        <p>{fillNodes(words.none, { query: state.query, phone: tel })}</p>
      )}
      {state.kind === 'error' && <p>{fillNodes(words.failed, { phone: tel })}</p>}
    </div>
  );
}

/** The main menu's sections, the way on when nothing is searched or found. */
function SectionLinks({ heading, sections, name }: { heading: string; sections: Link[]; name: string }) {
  return (
    <nav aria-label={name} className="search-page__sections">
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
