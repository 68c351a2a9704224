/**
 * The MDX modules of the page being rendered, by module id: the server entry imports the ones a
 * page shows before rendering it (rendering never waits), and `<MdxBody>` renders one by id.
 */
import type { MDXContent } from 'mdx/types';

const loaded = new Map<string, MDXContent>();

export function provideBody(id: string, content: MDXContent) {
  loaded.set(id, content);
}

export function loadedBody(id: string): MDXContent {
  const content = loaded.get(id);
  if (!content) throw new Error(`MDX module ${id} was not loaded before rendering`);
  return content;
}
