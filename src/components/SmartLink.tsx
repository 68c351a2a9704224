import type { AnchorHTMLAttributes, ReactNode } from 'react';

interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children: ReactNode;
}

/**
 * A link: a site link loads the next page as a whole (prerendered; the browser prefetches it on
 * hover, from the speculation rules); external links get rel="noopener noreferrer".
 */
export function SmartLink({ href, children, ...rest }: Props) {
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
