/** Server entry used by the prerender script: renders one route to HTML. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './App.tsx';
import { findRoute, preloadRoute } from './lib/route-loader.ts';

export async function render(pathname: string): Promise<string> {
  // Everything the route needs is loaded first, so rendering never suspends.
  await preloadRoute(findRoute(pathname));
  return renderToString(
    <StrictMode>
      <StaticRouter location={pathname}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}
