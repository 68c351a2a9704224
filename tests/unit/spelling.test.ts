/** US spelling against Hunspell's en_US dictionary and the site's own word list. */
import { describe, expect, test } from 'vitest';
import { usEnglish } from '../../src/content/us-english.ts';
import { misspellingMessage, misspellings } from '../../src/content/spelling.ts';

const speller = usEnglish(['EtherCAT', 'cobot', 'Ironbridge']);
const found = (text: string) => misspellings(text, speller).map((m) => m.found);

describe('misspellings', () => {
  test('finds British spellings at their line and column, with the US form suggested first', () => {
    const hits = misspellings('An aluminium frame.\nColour-coded, CONTAINERISED services', speller);
    expect(hits.map((m) => `${m.line}:${m.column} ${m.found} ${m.suggestions[0]}`)).toEqual([
      '1:4 aluminium aluminum',
      '2:1 Colour Color',
      '2:15 CONTAINERISED CONTAINERIZED',
    ]);
    const first = (word: string) => misspellings(word, speller)[0]?.suggestions[0];
    expect(['organise', 'programme', 'centre', 'labelled', 'catalogue', 'pressurises'].map(first)).toEqual([
      'organize',
      'program',
      'center',
      'labeled',
      'catalog',
      'pressurizes',
    ]);
  });

  test('finds a typo as well as a British form', () => {
    expect(found('The controler was comissioned.')).toEqual(['controler', 'comissioned']);
  });

  test("knows the site's words, their plurals and possessives, in any case", () => {
    expect(found("EtherCAT links, six cobots, Ironbridge's shop, COBOT CELLS")).toEqual([]);
    expect(found('Ethercat')).toEqual(['Ethercat']);
  });

  test('reads only copy: links, paths, addresses, code, tags, entities and slots are skipped', () => {
    const text = [
      'See [the centre](/services/colour-panels) and https://example.com/organise.',
      'Files such as ./art/fibre-colour.svg, mail to colour@example.com, `colourise` in code.',
      '<Note>Plain words.</Note> &nbsp; Call {phoone} today.',
      '```',
      'colour = organise()',
      '```',
    ].join('\n');
    expect(found(text)).toEqual(['centre']);
  });

  test('knows a common prefix joined to a known word, but not a British form that looks like one', () => {
    expect(found('Retitled, unmounted and recalibrated; the defence recolours it.')).toEqual([
      'defence',
      'recolours',
    ]);
  });

  test('checks a hyphenated word whole, joined, then part by part, allowing common prefixes', () => {
    expect(found('Wi-Fi, pre-wired, tri-tool, de-energize, e-mail, re-colour, colour-matched')).toEqual([
      'colour',
      'colour',
    ]);
  });

  test('says what to write instead, and where a technical term goes', () => {
    const [hit] = misspellings('the programme', speller);
    expect(misspellingMessage(hit!)).toMatch(
      /^"programme" is not in the US English dictionary; did you mean "program"(, "[^"]+")*( or "[^"]+")?\? \(a technical term or a name goes in content\/data\/spelling\.yaml\)$/,
    );
    expect(misspellingMessage({ found: 'Xyzzq', suggestions: [] })).toBe(
      '"Xyzzq" is not in the US English dictionary (a technical term or a name goes in content/data/spelling.yaml)',
    );
  });
});
