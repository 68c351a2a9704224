import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface TabSpec {
  label: string;
  content: ReactNode;
}

/**
 * The state of enhanced tabs: which is selected (the radio the visitor checked before hydration,
 * at first), whether the enhancement has run, and the keyboard of a WAI-ARIA tablist.
 */
function useTabs(count: number) {
  const [selected, setSelected] = useState(0);
  // false in the prerender and while hydrating, so the first render matches the HTML.
  const [enhanced, setEnhanced] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const focusTab = useRef(false);

  useEffect(() => {
    const radios = [...(root.current?.querySelectorAll<HTMLInputElement>('.tabs__radio') ?? [])];
    const checked = radios.findIndex((r) => r.checked);
    setSelected(Math.max(0, checked));
    // A visitor on a radio button keeps the focus, on the tab that replaces it.
    focusTab.current = radios.some((r) => r === document.activeElement);
    setEnhanced(true);
  }, []);
  useEffect(() => {
    if (!enhanced || !focusTab.current) return;
    focusTab.current = false;
    root.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [enhanced, selected]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: count - 1,
    };
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = (to + count) % count;
    setSelected(next);
    e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return { selected, setSelected, enhanced, root, onKeyDown };
}

/**
 * Tabs that work before any script. The prerendered HTML is a group of radio buttons, drawn as
 * tabs, over the panels: choosing one (by pointer, or arrow keys as in any radio group) shows its
 * panel through CSS (`:has(:checked)`, src/styles/components.css), and where a browser cannot do
 * that, every panel shows, in order.
 *
 * Once hydrated, the same box becomes WAI-ARIA tabs with automatic activation (tablist, tab and
 * tabpanel, aria-selected, arrow keys, Home and End), keeping the panel the visitor chose
 * before: nothing on the page moves. Written here rather than imported: a library would add ~8 KB
 * to every page that has tabs.
 */
export function Tabs({ label, tabs, className }: { label: string; tabs: TabSpec[]; className?: string }) {
  const { selected, setSelected, enhanced, root, onKeyDown } = useTabs(tabs.length);
  const base = useId();
  const tabId = (i: number) => `${base}-tab-${i}`;
  const panelId = (i: number) => `${base}-panel-${i}`;
  const tab = (t: TabSpec, i: number) =>
    enhanced ? (
      <button
        key={t.label}
        type="button"
        role="tab"
        id={tabId(i)}
        aria-controls={panelId(i)}
        aria-selected={i === selected}
        tabIndex={i === selected ? 0 : -1}
        className="tabs__tab"
        onClick={() => setSelected(i)}
      >
        {t.label}
      </button>
    ) : (
      <label key={t.label} className="tabs__tab">
        <input
          type="radio"
          className="tabs__radio"
          name={`${base}-tab`}
          defaultChecked={i === 0}
          aria-controls={panelId(i)}
        />
        {t.label}
      </label>
    );

  return (
    <div ref={root} className={className ? `tabs ${className}` : 'tabs'}>
      <div
        role={enhanced ? 'tablist' : 'radiogroup'}
        aria-label={label}
        className="tabs__list"
        onKeyDown={enhanced ? onKeyDown : undefined}
      >
        {tabs.map(tab)}
      </div>
      {tabs.map((t, i) => (
        <div
          key={t.label}
          id={panelId(i)}
          className="tabs__panel"
          {...(enhanced && {
            role: 'tabpanel',
            'aria-labelledby': tabId(i),
            hidden: i !== selected,
            tabIndex: 0,
          })}
        >
          {t.content}
        </div>
      ))}
    </div>
  );
}
