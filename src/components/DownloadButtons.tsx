import type { Downloads } from '../lib/types.ts';
import { Icon } from './Icon.tsx';

interface Props {
  downloads: Downloads;
  /** Visible label of the Word button */
  wordLabel: string;
  /** What the files are, for screen readers, e.g. "brochure: Otto" */
  document: string;
}

/** The PDF and Word downloads of an entry's generated document. */
export function DownloadButtons({ downloads, wordLabel, document }: Props) {
  return (
    <div className="download-buttons">
      <a className="btn btn--download" href={downloads.pdf} download>
        <Icon name="download" size={18} /> PDF <span className="visually-hidden">{document}</span>
      </a>
      <a className="btn btn--download" href={downloads.docx} download>
        <Icon name="download" size={18} /> {wordLabel} <span className="visually-hidden">{document}</span>
      </a>
    </div>
  );
}
