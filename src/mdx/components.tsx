/**
 * The MDX component registry: what Markdown elements and custom tags render as in every content
 * file. Writers use these without imports; adding a tag is one line.
 */
import type { ComponentPropsWithoutRef } from 'react';
import { SmartLink } from '../components/SmartLink.tsx';

function A({ href = '', ...rest }: ComponentPropsWithoutRef<'a'>) {
  return <SmartLink href={href} {...rest} />;
}

/**
 * Wide tables scroll inside their own box on phones instead of widening the page; `name` names
 * the box for screen readers (labels.yaml `page.table`, given by `<MdxBody>`).
 */
export function Table({ name, ...props }: ComponentPropsWithoutRef<'table'> & { name?: string }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={name}>
      <table {...props} />
    </div>
  );
}

/** A highlighted note: `<Note>Text</Note>` in any MDX file. */
function Note({ children }: { children: React.ReactNode }) {
  return <aside className="note">{children}</aside>;
}

export const mdxComponents = { a: A, table: Table, Note };
