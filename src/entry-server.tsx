/**
 * Server entry used by the prerender script: renders one route, given its data and the shell's, to
 * HTML, with each island of the page rendered as a root of its own (lib/islands-server.tsx).
 */
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router';
import { App } from './App.tsx';
import { renderPage, type RenderedPage } from './lib/islands-server.tsx';
import { forgetRoute, preloadRoute, provideRoute } from './lib/route-loader.ts';
import type { PageTypeName, RouteData } from '../content.config.ts';
import type { ShellData } from './lib/types.ts';

export async function render(
  pathname: string,
  template: PageTypeName,
  data: RouteData<PageTypeName>,
  shell: ShellData,
): Promise<RenderedPage> {
  // The template module is loaded first, so rendering never suspends.
  provideRoute(pathname, template, data);
  await preloadRoute(pathname);
  try {
    return renderPage(
      <StrictMode>
        <StaticRouter location={pathname}>
          <App shell={shell} />
        </StaticRouter>
      </StrictMode>,
    );
  } finally {
    forgetRoute(pathname);
  }
}
