import { fill } from '../lib/format.ts';
import type { Downloads } from '../lib/types.ts';
import { Icon } from './Icon.tsx';

interface Props {
  downloads: Downloads;
  /**
   * The buttons (`pdf`, `word`) and what the files are, for screen readers
   * (`document`: "brochure: {title}")
   */
  words: { pdf: string; word: string; document: string };
  /** The entry's title */
  title: string;
}

/** The PDF and Word downloads of an entry's generated document. */
export function DownloadButtons({ downloads, words, title }: Props) {
  const document = fill(words.document, { title });
  return (
    <div className="download-buttons">
      <a className="btn btn--download" href={downloads.pdf} download>
        <Icon name="download" size={18} /> {words.pdf} <span className="visually-hidden">{document}</span>
      </a>
      <a className="btn btn--download" href={downloads.docx} download>
        <Icon name="download" size={18} /> {words.word} <span className="visually-hidden">{document}</span>
      </a>
    </div>
  );
}
