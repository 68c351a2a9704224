import { Icon, type AnyIconName } from './Icon.tsx';

interface Props {
  items: string[];
  className: string;
  size: number;
  icon?: AnyIconName;
}

/** Short lines as a list, each after the same icon (a check mark unless told otherwise). */
export function IconList({ items, className, size, icon = 'check' }: Props) {
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
