import { Icon, type AnyIconName } from './Icon.tsx';

/** Short lines as a list, each after the same icon (a check mark unless told otherwise). */
export function IconList({
  items,
  className,
  size,
  icon = 'check',
}: {
  items: string[];
  className: string;
  size: number;
  icon?: AnyIconName;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <Icon name={icon} size={size} />
          {item}
        </li>
      ))}
    </ul>
  );
}
