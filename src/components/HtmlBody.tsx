import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { isSitePath } from './SmartLink.tsx';

interface Props {
  /** The entry's body, rendered to HTML by the generator from its MDX */
  html: string;
  className: string;
}

/**
 * The text of a project, service or article. Its HTML comes with the route's data; links to other
 * pages of the site inside it navigate client-side like every other in-site link.
 */
export function HtmlBody({ html, className }: Props) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || link.hasAttribute('download') || (link.target && link.target !== '_self')) return;
    const href = link.getAttribute('href') ?? '';
    if (!isSitePath(href)) return;
    event.preventDefault();
    void navigate(href);
  };
  // The click handler only delegates link clicks; links stay the keyboard-focusable elements.
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
