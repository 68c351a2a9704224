import { Suspense, use, useEffect } from 'react';
import { useLocation } from 'react-router';
import { Layout } from './components/Layout.tsx';
import { ChunkErrorBoundary } from './components/ChunkErrorBoundary.tsx';
import { loadRoute, normalizePath, type LoadedRoute } from './lib/route-loader.ts';
import { applyHead } from './lib/head.ts';
import { trackPageView } from './lib/analytics.ts';
import type { ShellData } from './lib/types.ts';

/** Renders the page for the current location inside the site shell. */
export function App({ shell }: { shell: ShellData }) {
  const { pathname } = useLocation();
  const path = normalizePath(pathname);
  return (
    <Layout pathname={pathname} shell={shell}>
      <ChunkErrorBoundary key={path} phone={shell.site.phones.sales}>
        <Suspense
          fallback={
            <div className="page-loading" role="status">
              Loading…
            </div>
          }
        >
          <RoutePage path={path} shell={shell} />
        </Suspense>
      </ChunkErrorBoundary>
    </Layout>
  );
}

/** The route's page; in the dev server (the only place the app renders in the browser) with its head. */
function RoutePage({ path, shell }: { path: string; shell: ShellData }) {
  const { Template, data } = use(loadRoute(path) as Promise<LoadedRoute>);
  const { meta } = data;
  const siteName = shell.site.name;
  useEffect(() => {
    applyHead(meta, siteName);
    trackPageView(meta.path);
  }, [meta, siteName]);
  return <Template data={data} shell={shell} />;
}
