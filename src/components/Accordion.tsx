import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';

interface Props {
  /** The group's name, unique on the page */
  name: string;
  items: { title: string; content: ReactNode }[];
  initiallyOpen?: number;
}

/**
 * An accordion of native disclosures: each item is a `<details>` whose `<summary>` opens and
 * closes it by pointer, Enter or Space, with no script. Sharing one `name`, the items form an
 * exclusive group: opening one closes the one that was open. `initiallyOpen` is the item open
 * when the page loads (-1 for none). Closed items stay in the page, so find-in-page opens them.
 */
export function Accordion({ name, items, initiallyOpen = 0 }: Props) {
  return (
    <div className="accordion">
      {items.map((item, i) => (
        <details key={item.title} className="accordion__item" name={name} open={i === initiallyOpen}>
          <summary className="accordion__summary">
            <h3 className="accordion__heading">{item.title}</h3>
            <Icon name="chevron-right" size={20} className="accordion__chevron" />
          </summary>
          <div className="accordion__panel">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
