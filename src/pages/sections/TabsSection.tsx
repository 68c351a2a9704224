import type { TabItem } from '../../schema/data.ts';
import { IconList } from '../../components/IconList.tsx';
import { SmartLink } from '../../components/SmartLink.tsx';
import { Section, type SectionText } from '../../components/SectionHeading.tsx';
import { Tabs } from '../../islands/index.ts';

/** A page section of boxed tabs from a data file, under its heading. */
export function TabsSection({ id, tabs }: { id: string; tabs: SectionText & { items: TabItem[] } }) {
  return (
    <Section id={id} heading={tabs}>
      <Tabs
        label={tabs.heading}
        className="tabs--boxed"
        tabs={tabs.items.map((t) => ({ label: t.label, content: <TabPanel tab={t} /> }))}
      />
    </Section>
  );
}

/** Content of a data-file tab: heading, paragraph, optional points and links to the pages behind them. */
function TabPanel({ tab }: { tab: TabItem }) {
  return (
    <div className="tab-panel">
      <h3 className="tab-panel__heading">{tab.heading}</h3>
      <p className="tab-panel__text">{tab.text}</p>
      {tab.points.length > 0 && (
        <IconList className="claim-list tab-panel__points" items={tab.points} size={20} />
      )}
      {tab.links.length > 0 && (
        <ul className="tab-panel__links">
          {tab.links.map((l) => (
            <li key={l.href}>
              <SmartLink href={l.href}>{l.label}</SmartLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
