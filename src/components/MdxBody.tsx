import { createElement, type ComponentPropsWithoutRef } from 'react';
import { mdxComponents, Table } from '../mdx/components.tsx';
import { loadedBody } from '../mdx/bodies.ts';

/**
 * The text of a project, service or article: its MDX, rendered with the site's components. `id` is
 * the MDX module: an entry's file (`content/projects/otto.mdx`) or one of its Markdown fields.
 */
export function MdxBody({ id, className, table }: { id: string; className: string; table: string }) {
  const components = {
    ...mdxComponents,
    table: (props: ComponentPropsWithoutRef<'table'>) => <Table {...props} name={table} />,
  };
  // The module's component, imported before rendering (src/entry-server.tsx): looked up, not made.
  return <div className={className}>{createElement(loadedBody(id), { components })}</div>;
}
