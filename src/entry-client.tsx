/**
 * Browser entry, the same in the dev server and the build: a prerendered page hydrates only its
 * islands, after it has been painted (lib/boot.ts).
 */
import { boot } from './lib/boot.ts';

boot();
