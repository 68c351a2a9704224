/**
 * Page templates by page type: the file named after the type in src/templates/ or src/pages/,
 * each loaded on demand so every route ships only its own code. A page type of content.config.ts
 * without a template file fails the registry test.
 */
import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType<never> }>;

const modules = import.meta.glob<{ default: ComponentType<never> }>(['./*.tsx', '../pages/*.tsx']);

export const templates: Record<string, Loader> = Object.fromEntries(
  Object.entries(modules).map(([file, load]) => [/(\w+)\.tsx$/.exec(file)![1]!, load]),
);

export function templateFor(name: string): Loader {
  const load = templates[name];
  if (!load) throw new Error(`No template for page type "${name}": add src/templates/${name}.tsx`);
  return load;
}
