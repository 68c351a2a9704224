/**
 * Warnings on the copy, which `npm run validate` prints without failing: sentences of twelve
 * words or more that stand verbatim in more than three content files (src/content/repeated-sentences.ts).
 * Reads every entry and data file; the files that are shared on purpose (`SHARED`) are left out.
 */
import { copyValues } from '../../src/content/copy-rules.ts';
import { formatPath, type Problem } from '../../src/content/problems.ts';
import { repeatedSentences, type CopyText } from '../../src/content/repeated-sentences.ts';
import type { YamlSource } from '../../src/content/yaml-source.ts';
import { readDataFiles, readEntryFiles } from './load/files.ts';

/**
 * Text every page of a kind shows by design: the templates' labels and the company's identity
 * (its call to action closes most pages), and the word list, which is not copy.
 */
export const SHARED = ['content/data/labels.yaml', 'content/data/site.yaml', 'content/data/spelling.yaml'];

/** A parsed file's copy values, each at its field. */
function valueTexts(source: YamlSource): CopyText[] {
  return copyValues(source.data).map(([at, text]) => ({
    file: source.file,
    field: formatPath(at),
    text,
    ...source.locate(at),
  }));
}

/** The copy warnings of the content under `root`. */
export function copyWarnings(root: string): Problem[] {
  // Problems with the files themselves are the validator's: here they are only set aside.
  const ignored: Problem[] = [];
  const entries = readEntryFiles(root, ignored);
  const data = Object.values(readDataFiles(root, ignored)).map((d) => d.source);
  const texts: CopyText[] = [
    ...entries.flatMap((f) => [
      { file: f.file, field: 'body', text: f.body, line: 1, column: 1, exact: true },
      ...valueTexts(f.source),
    ]),
    ...data.filter((s) => !SHARED.includes(s.file)).flatMap(valueTexts),
  ];
  return repeatedSentences(texts);
}
