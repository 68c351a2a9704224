import type { TabItem } from '../schema/data.ts';
import { Icon } from './Icon.tsx';

/** Content of a data-file tab: heading, paragraph and optional points. */
export function TabPanel({ tab }: { tab: TabItem }) {
  return (
    <div className="tab-panel">
      <h3 className="tab-panel__heading">{tab.heading}</h3>
      <p className="tab-panel__text">{tab.text}</p>
      {tab.points.length > 0 && (
        <ul className="claim-list tab-panel__points">
          {tab.points.map((pt) => (
            <li key={pt}>
              <Icon name="check" size={20} />
              {pt}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
