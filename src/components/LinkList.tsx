import type { ShellData } from '../content/site-context.ts';
import type { Link } from '../schema/index.ts';
import { Icon } from './Icon.tsx';
import { ButtonLink, SmartLink } from './SmartLink.tsx';

/** Links as a list, the current page marked; `chevrons` puts one after each link. */
export function LinkList({
  links,
  className,
  current,
  chevrons = false,
}: {
  links: Link[];
  className?: string;
  current?: string;
  chevrons?: boolean;
}) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.href + l.label}>
          <SmartLink href={l.href} aria-current={l.href === current ? 'page' : undefined}>
            {l.label}
            {chevrons && <Icon name="chevron-right" size={16} />}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/** A sidebar panel: a title and a list of links, the current page marked. */
export function LinkListPanel({ title, links, current }: { title: string; links: Link[]; current?: string }) {
  return (
    <section className="panel">
      <h2 className="panel__title">{title}</h2>
      <LinkList className="link-list" links={links} current={current} chevrons />
    </section>
  );
}

/** A sidebar panel that leads to the contact page: a heading, the site's call to action, its button. */
export function ContactPanel({ id, heading, shell }: { id: string; heading: string; shell: ShellData }) {
  return (
    <section className="panel panel--accent" data-pagefind-ignore="all">
      <h2 id={id} className="panel__title">
        {heading}
      </h2>
      <p className="panel__text">{shell.site.cta.text}</p>
      <ButtonLink link={shell.site.cta.button} tone="primary" />
    </section>
  );
}
