import type { ComponentProps } from 'react';
import type { Link } from '../schema/index.ts';

/**
 * A link: a site link loads the next page as a whole (built ahead; the browser prerenders it on
 * hover or touch, from the speculation rules); external links get rel="noopener noreferrer".
 */
export function SmartLink({ href, ...rest }: ComponentProps<'a'> & { href: string }) {
  const external = /^https?:\/\//.test(href);
  return <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})} {...rest} />;
}

/** A link drawn as a button, from a data file's `{ label, href }`. */
export function ButtonLink({ link, tone }: { link: Link; tone: 'primary' | 'outline' }) {
  return (
    <SmartLink className={`btn btn--${tone}`} href={link.href}>
      {link.label}
    </SmartLink>
  );
}
