import { useId, useState, type ReactNode } from 'react';
import { Icon } from '../components/Icon.tsx';

interface AccordionSpec {
  title: string;
  content: ReactNode;
}

/**
 * WAI-ARIA accordion: header buttons with aria-expanded and aria-controls; Enter and Space toggle
 * (native buttons). One item open at a time; `initiallyOpen` per the spec (-1 for none).
 */
export function Accordion({ items, initiallyOpen = 0 }: { items: AccordionSpec[]; initiallyOpen?: number }) {
  const [open, setOpen] = useState(initiallyOpen);
  const base = useId();
  return (
    <div className="accordion">
      {items.map((item, i) => {
        const expanded = open === i;
        return (
          <div key={item.title} className={expanded ? 'accordion__item is-open' : 'accordion__item'}>
            <h3 className="accordion__heading">
              <button
                type="button"
                id={`${base}-h-${i}`}
                aria-expanded={expanded}
                aria-controls={`${base}-p-${i}`}
                className="accordion__button"
                onClick={() => setOpen(expanded ? -1 : i)}
              >
                <span>{item.title}</span>
                <Icon name="chevron-right" size={20} className="accordion__chevron" />
              </button>
            </h3>
            <div
              id={`${base}-p-${i}`}
              role="region"
              aria-labelledby={`${base}-h-${i}`}
              hidden={!expanded}
              className="accordion__panel"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
