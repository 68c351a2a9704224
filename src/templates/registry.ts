/**
 * Page templates by page type: the file named after the type in src/templates/ or src/pages/,
 * each loaded on demand so every route ships only its own code.
 */
import type { ComponentType } from 'react';

const modules = import.meta.glob<{ default: ComponentType<never> }>(['./*.tsx', '../pages/*.tsx']);

export function templateFor(name: string) {
  const load = modules[`./${name}.tsx`] ?? modules[`../pages/${name}.tsx`];
  if (!load) throw new Error(`No template for page type "${name}": add src/templates/${name}.tsx`);
  return load;
}
