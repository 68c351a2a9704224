/**
 * Browser entry. Prerendered pages are hydrated only after their route's modules have loaded, so
 * React keeps the server HTML; the dev server starts with an empty root and renders from scratch.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import { clearReloadMark, isChunkLoadError, reloadOnce } from './lib/chunk-errors.ts';
import { loadRouteTable, preloadRoute } from './lib/route-loader.ts';
import { readShell } from './lib/shell.ts';
import './styles/index.css';

const app = (
  <StrictMode>
    <BrowserRouter>
      <App shell={readShell()} />
    </BrowserRouter>
  </StrictMode>
);

async function start() {
  const root = document.getElementById('root')!;
  if (!root.firstElementChild) {
    createRoot(root).render(app);
    return;
  }
  try {
    await preloadRoute(window.location.pathname);
    clearReloadMark();
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnce()) return;
    // Second failure: hydrate anyway; the page's error boundary explains what failed.
  }
  hydrateRoot(root, app);
  // The route table is needed only for the next client-side navigation: fetch it when idle.
  const fetchTable = () => void loadRouteTable().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(fetchTable);
  else setTimeout(fetchTable, 200);
}

// Vite reports failed preloads of a chunk's dependencies here; treat them like a failed chunk.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

void start();
