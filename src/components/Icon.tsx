import type { IconName } from '../schema/data.ts';
import icons from './icons.json';

/**
 * Line icons (24 x 24, stroke) drawn for this site, by name. Decorative: the text beside them says it.
 * Their stroke (the text's colour, 1.8 wide, round) is set once in base.css (`svg.icon`), not on
 * each of the dozens a page has.
 */
const paths = icons satisfies Record<IconName, string> & Record<string, string>;
export type AnyIconName = keyof typeof paths;

interface Props {
  name: AnyIconName;
  size?: number;
  className?: string;
}

export function Icon({ name, size = 24, className }: Props) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <path d={paths[name]} />
    </svg>
  );
}

/**
 * An icon that is art beside text, drawn in the accent on navy (icon boxes, the top bar, the
 * footer, the call to action): an image file (/icons/<name>.svg, scripts/lib/icon-files.ts) with
 * its size set, so a page's HTML does not carry its drawing; `lazy` below the first screen, else
 * of low priority, so that the page's largest image is not kept waiting (and React does not preload it).
 */
export function IconImage({ name, size = 24, lazy = false }: Omit<Props, 'className'> & { lazy?: boolean }) {
  return (
    <img
      className="icon"
      src={`/icons/${name}.svg`}
      alt=""
      width={size}
      height={size}
      {...(lazy ? { loading: 'lazy' as const } : { fetchPriority: 'low' as const })}
      decoding="async"
    />
  );
}
