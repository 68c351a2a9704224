import type { MDXContent } from 'mdx/types';
import type { ComponentPropsWithoutRef } from 'react';
import { mdxComponents, Table } from '../mdx/components.tsx';

/**
 * The text of a project, service or article: its MDX component, rendered with the site's
 * components. `content` is the entry's body or one of its Markdown fields, as render(url) imported
 * it from the route's source file; `table` names tables for screen readers.
 */
export function MdxBody({
  content: Content,
  className,
  table,
}: {
  content?: MDXContent;
  className: string;
  table: string;
}) {
  const components = {
    ...mdxComponents,
    table: (props: ComponentPropsWithoutRef<'table'>) => <Table {...props} name={table} />,
  };
  return <div className={className}>{Content && <Content components={components} />}</div>;
}
