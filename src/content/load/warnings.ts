/**
 * Warnings on the copy, which the validator and the build print without failing: sentences of
 * twelve words or more that stand verbatim in more than three content files
 * (../repeated-sentences.ts). The files that are shared on purpose (`SHARED`) are left out.
 */
import { copyValues } from '../copy-rules.ts';
import { formatPath, type Problem } from '../problems.ts';
import { repeatedSentences, type CopyText } from '../repeated-sentences.ts';
import type { YamlSource } from '../yaml-source.ts';
import type { ParsedFile } from './files.ts';

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

/** The copy warnings of the entry files and the data files. */
export function copyWarnings(entries: ParsedFile[], data: YamlSource[]): Problem[] {
  const texts: CopyText[] = [
    ...entries.flatMap((f) => [
      { file: f.file, field: 'body', text: f.body, line: 1, column: 1, exact: true },
      ...valueTexts(f.source),
    ]),
    ...data.filter((s) => !SHARED.includes(s.file)).flatMap(valueTexts),
  ];
  return repeatedSentences(texts);
}
