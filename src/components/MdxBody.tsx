import { createElement } from 'react';
import { mdxComponents } from '../mdx/components.tsx';
import { loadedBody } from '../mdx/bodies.ts';

/**
 * The text of a project, service or article: its MDX, rendered with the site's components. `id` is
 * the MDX module: an entry's file (`content/projects/otto.mdx`) or one of its Markdown fields.
 */
export function MdxBody({ id, className }: { id: string; className: string }) {
  // The module's component, imported before rendering (src/entry-server.tsx): looked up, not made.
  return <div className={className}>{createElement(loadedBody(id), { components: mdxComponents })}</div>;
}
