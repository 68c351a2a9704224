import type { IconName } from '../schema/data.ts';
import icons from './icons.json';

/** Line icons (24 x 24, stroke) drawn for this site, by name. Decorative: the text beside them says it. */
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
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
