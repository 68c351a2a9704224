/** Server entry used by the prerender script: renders one route to HTML. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './App.tsx';
import { notFound, routes } from './generated/routes.ts';
import { preloadRoute, registerRoutes } from './lib/route-loader.ts';

registerRoutes(routes, notFound);

export async function render(pathname: string): Promise<string> {
  // Everything the route needs is loaded first, so rendering never suspends.
  await preloadRoute(pathname);
  return renderToString(
    <StrictMode>
      <StaticRouter location={pathname}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}
