/** Sentences that stand verbatim in many content files, reported as warnings at every place. */
import { describe, expect, test } from 'vitest';
import { repeatedSentences, type CopyText } from '../../src/content/repeated-sentences.ts';

const SENTENCE = 'One dedicated consultant stays with your project from the first sketch to commissioning.';

const body = (file: string, text: string): CopyText => ({
  file,
  field: 'body',
  text,
  line: 1,
  column: 1,
  exact: true,
});

describe('repeatedSentences', () => {
  test('reports a sentence of twelve words or more in more than three files, at every place', () => {
    const texts = [
      body('content/a.mdx', `Intro line.\n\nWe build panels. ${SENTENCE}`),
      body(
        'content/b.mdx',
        `[One](/services/x) dedicated consultant stays with your project from the first sketch to commissioning.`,
      ),
      body(
        'content/c.mdx',
        `- **One dedicated consultant** stays with your project from the first sketch to commissioning.`,
      ),
      { file: 'content/data/home.yaml', field: 'cta.text', text: `Call us. ${SENTENCE}`, line: 7, column: 9 },
    ];
    const found = repeatedSentences(texts);
    expect(found.map((p) => `${p.file}:${p.line}:${p.column} ${p.field}`)).toEqual([
      'content/a.mdx:3:18 body',
      'content/b.mdx:1:1 body',
      'content/c.mdx:1:1 body',
      'content/data/home.yaml:7:9 cta.text',
    ]);
    expect(found[0]!.message).toBe(
      `this 13-word sentence stands verbatim in 4 content files; say it once, or say what is true of each page (also at content/b.mdx:1:1, content/c.mdx:1:1, content/data/home.yaml:7:9): "${SENTENCE}"`,
    );
  });

  test('leaves a sentence in three files, a short sentence and repeats within one file alone', () => {
    const short = 'Call us today for a quote on your next machine.';
    const texts = ['a', 'b', 'c'].map((f) => body(`content/${f}.mdx`, SENTENCE));
    texts.push(body('content/a.mdx', `${SENTENCE} ${SENTENCE}`));
    texts.push(...['d', 'e', 'f', 'g'].map((f) => body(`content/${f}.mdx`, short)));
    expect(repeatedSentences(texts)).toEqual([]);
  });

  test('takes its thresholds as options', () => {
    const texts = ['a', 'b'].map((f) => body(`content/${f}.mdx`, 'Six words stand here in both.'));
    expect(repeatedSentences(texts, { minWords: 6, maxFiles: 1 })).toHaveLength(2);
  });

  test('names five other places by name and the rest by their number, however many there are', () => {
    const texts = Array.from({ length: 200 }, (_, i) => body(`content/p${i}.mdx`, SENTENCE));
    const found = repeatedSentences(texts);
    expect(found).toHaveLength(200);
    expect(found[0]!.message).toContain(
      'also at content/p1.mdx:1:1, content/p2.mdx:1:1, content/p3.mdx:1:1, content/p4.mdx:1:1, content/p5.mdx:1:1 and 194 more',
    );
  });
});
