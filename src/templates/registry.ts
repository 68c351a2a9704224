/**
 * Page templates by page type: the file named after the type in src/templates/ or src/pages/.
 * Only the server entry draws templates, so they are part of its bundle from the start: a page's
 * render finds its template at once, with no import of its own (at 1,200 pages, a dynamic import
 * per page cost the prerender half a second through Node's module loader).
 */
import type { ComponentType } from 'react';

const modules = import.meta.glob<{ default: ComponentType<never> }>(['./*.tsx', '../pages/*.tsx'], {
  eager: true,
});

export function templateFor(name: string) {
  const module = modules[`./${name}.tsx`] ?? modules[`../pages/${name}.tsx`];
  if (!module) throw new Error(`No template for page type "${name}": add src/templates/${name}.tsx`);
  return module.default;
}
