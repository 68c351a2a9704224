/**
 * Browser entry. A prerendered page hydrates only its islands, after it has loaded (lib/boot.ts).
 * The dev server has no prerendered HTML: there the whole app renders in the browser.
 */
import { boot } from './lib/boot.ts';
import './styles/index.css';

if (import.meta.env.DEV) void import('./dev-app.tsx');
else boot();
