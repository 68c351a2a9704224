import type { Link } from '../schema/index.ts';
import { Icon } from './Icon.tsx';
import { SmartLink } from './SmartLink.tsx';

/** A sidebar panel: a title and a list of links, the current page marked. */
export function LinkListPanel({ title, links, current }: { title: string; links: Link[]; current?: string }) {
  return (
    <section className="panel">
      <h2 className="panel__title">{title}</h2>
      <ul className="link-list">
        {links.map((l) => (
          <li key={l.href}>
            <SmartLink href={l.href} aria-current={l.href === current ? 'page' : undefined}>
              {l.label}
              <Icon name="chevron-right" size={16} />
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
