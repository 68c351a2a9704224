/**
 * The dev server's app: no prerendered HTML there, so the whole page renders in the browser from
 * the route's data (served by the content plugin), islands included, with hot reload.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import { readShell } from './lib/shell.ts';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App shell={readShell()} />
    </BrowserRouter>
  </StrictMode>,
);
