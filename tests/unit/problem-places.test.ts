/**
 * Where a problem is, in a writer's words: an entry's field by its label in the form, down to the
 * innermost field the form shows ("Images, image 2, Alt text"); a data file by the page it feeds
 * ("Home page") and its field in the same words ("Projects, item 4"). No file names, extensions,
 * brackets or dots reach the writer.
 */
import { describe, expect, test } from 'vitest';
import { dataFiles } from '../../content.config.ts';
import { dataFileForm, editorCollection } from '../../scripts/lib/editor/config.ts';
import { placeWords, plainProblem } from '../../scripts/lib/dev/server.ts';
import { placeOf } from '../../src/content/plain-words.ts';
import { dataFilePath } from '../../src/schema/data.ts';

const problem = (file: string, field: string, message = 'expected something else') =>
  plainProblem({ file, field, message, line: 1, column: 1 });

/** What a writer must never read: a file name, an extension, a path's brackets or dots. */
const DEVELOPERS = /\.ya?ml|\.mdx|content\/|\[|\]|\w\.\w|slugs/;

describe("an entry's problem, under the innermost field the form shows", () => {
  const projects = editorCollection('projects').fields;
  const services = editorCollection('services').fields;
  test.each([
    ['summary', 'summary', 'Summary'],
    // A choice of several entries shows as one field: the item is named in words.
    ['related[3]', 'related', 'Related projects, item 4'],
    // An item of a list of images is a group of its own fields.
    ['gallery[1].alt', 'gallery[1].alt', 'Images, image 2, Alt text'],
    ['gallery[0].src', 'gallery[0].src', 'Images, image 1'],
    ['gallery[2]', 'gallery', 'Images, image 3'],
  ])('project %s: shown at %s as "%s"', (path, place, where) => {
    expect(placeOf(path, projects)).toEqual({ path: place, where });
  });

  test.each([
    ['tabs[1].label', 'tabs[1].label', 'Tabs, item 2, Label'],
    ['cover.alt', 'cover.alt', 'Cover, Alt text'],
    ['cover.src', 'cover.src', 'Cover, Image'],
  ])('service %s: shown at %s as "%s"', (path, place, where) => {
    expect(placeOf(path, services)).toEqual({ path: place, where });
  });
});

describe("a data file's problem, by the page it feeds and the field in words", () => {
  test.each([
    ['home', 'projects.slugs[3]', 'Home page, Projects, item 4'],
    ['home', 'projects.slugs', 'Home page, Projects'],
    ['home', 'tabs.items[1].links[0].href', 'Home page, Tabs, item 2, Links, item 1, Link'],
    ['about', 'overview.tabs.items[0].heading', 'About pages, Overview, Tabs, item 1, Heading'],
    ['testimonials', 'groups[1].ids[2]', 'Testimonials page, Groups, item 2, Testimonials, item 3'],
    // A file that is one list.
    ['redirects', '[3].to', 'Moved pages, Item 4, To'],
  ])('%s.yaml %s: "%s"', (name, field, words) => {
    const plain = problem(dataFilePath(name), field, 'unknown project "cobots"');
    expect(placeWords(plain)).toBe(words);
    expect(plain.message).toBe('no project "cobots" on the site (deleted or renamed?)');
  });

  test('every data file has a title a writer knows it by, and no field path reads as code', () => {
    for (const name of Object.keys(dataFiles)) {
      const form = dataFileForm(dataFilePath(name))!;
      expect(form.title, name).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
      // Its first field, or in a file that is one list, its first item's first field.
      const first = form.fields[0]!;
      const field = first.label ? first.name : `[0].${first.fields![0]!.name}`;
      expect(placeWords(problem(dataFilePath(name), field)), name).not.toMatch(DEVELOPERS);
    }
  });

  test('an entry mentioned in a data file reads as that page and field', () => {
    const words = placeWords(problem('content/data/home.yaml', 'services.slugs[5]'));
    expect(words).toBe('Home page, Services, item 6');
    expect(words).not.toMatch(DEVELOPERS);
  });
});
