import { Suspense, use, useEffect } from 'react';
import { useLocation } from 'react-router';
import { Layout } from './components/Layout.tsx';
import { ChunkErrorBoundary } from './components/ChunkErrorBoundary.tsx';
import { loadRoute, normalizePath, type LoadedRoute } from './lib/route-loader.ts';
import { applyHead } from './lib/head.ts';
import { shell } from './lib/shell.ts';
import { trackPageView } from './lib/analytics.ts';

/** Renders the page for the current location inside the site shell. */
export function App() {
  const { pathname } = useLocation();
  const path = normalizePath(pathname);
  return (
    <Layout pathname={pathname}>
      <ChunkErrorBoundary key={path}>
        <Suspense
          fallback={
            <div className="page-loading" role="status">
              Loading…
            </div>
          }
        >
          <RoutePage path={path} />
        </Suspense>
      </ChunkErrorBoundary>
    </Layout>
  );
}

let isFirstPage = true;

function RoutePage({ path }: { path: string }) {
  const { Template, data } = use(loadRoute(path) as Promise<LoadedRoute>);
  const { meta } = data;
  useEffect(() => {
    // The first page was prerendered with its head; later pages arrive by client navigation.
    if (isFirstPage) isFirstPage = false;
    else {
      applyHead(meta, shell.site.name);
      if (!window.location.hash) window.scrollTo(0, 0);
      document.getElementById('main')?.focus({ preventScroll: true });
    }
    trackPageView(meta.path);
  }, [meta]);
  return <Template data={data} />;
}
