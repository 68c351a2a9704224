import type { ComponentProps } from 'react';

/**
 * A link: a site link loads the next page as a whole (prerendered; the browser prefetches it on
 * hover, from the speculation rules); external links get rel="noopener noreferrer".
 */
export function SmartLink({ href, ...rest }: ComponentProps<'a'> & { href: string }) {
  const external = /^https?:\/\//.test(href);
  return <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})} {...rest} />;
}
