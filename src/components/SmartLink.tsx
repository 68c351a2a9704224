import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';

const FILE = /^\/(downloads|media|og|fonts)\/|\.(pdf|docx?|xml|txt|png|svg)$/;

interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children: ReactNode;
}

/** A page of this site (navigated client-side), not a file, an external link, mailto: or tel:. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !FILE.test(href);
}

/** Site paths navigate client-side; files, external links, mailto: and tel: are plain anchors. */
export function SmartLink({ href, children, ...rest }: Props) {
  if (isSitePath(href)) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...(external ? { rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
