/**
 * The US English speller of the copy rules: Hunspell's en_US dictionary (the dictionary-en
 * package, read by nspell) with the site's own words (content/data/spelling.yaml) added. Reading
 * the dictionary takes about 0.15 s, so a speller is kept per word list: the dev server checks
 * content on every request, and its word list rarely changes.
 */
import dictionary from 'dictionary-en';
import nspell from 'nspell';
import type { Speller } from './spelling.ts';

/** The dictionary with `words` added, each with its plural, since a term ("cobot") is written in both. */
function createSpeller(words: readonly string[]): Speller {
  const spell = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
  for (const word of words) spell.add(word).add(`${word}s`);
  // A site's copy uses a few thousand words many times over: each is looked up once (a thousand
  // entries took 1.3 s of a build's 2.2 s content check otherwise). The answer is the
  // dictionary's and the word list's, both fixed for this speller.
  const known = new Map<string, boolean>();
  return {
    correct(word) {
      let answer = known.get(word);
      if (answer === undefined) {
        answer = spell.correct(word);
        known.set(word, answer);
      }
      return answer;
    },
    suggest: (word) => spell.suggest(word),
  };
}

const spellers = new Map<string, Speller>();

export function usEnglish(words: readonly string[] = []): Speller {
  const key = words.join('\n');
  let speller = spellers.get(key);
  if (!speller) {
    spellers.clear();
    speller = createSpeller(words);
    spellers.set(key, speller);
  }
  return speller;
}
