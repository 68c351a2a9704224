/**
 * The build script generates while Vite builds the bundles, in the same process: it hands the
 * media list (a promise of it) to the content plugin here, so the plugin neither generates again
 * nor reads the manifest back from disk. (Vite loads its config as a separate module, so the hand-over goes through
 * globalThis rather than module state.)
 */
import type { Manifest } from './model.ts';

type Media = Manifest['media'];
const KEY = Symbol.for('site-content.generated-media');
const store = globalThis as { [KEY]?: Promise<Media> };

export function handOverMedia(media: Promise<Media>) {
  store[KEY] = media;
}

/** The media list the build script is generating, or undefined when Vite runs on its own. */
export function generatedMedia(): Promise<Media> | undefined {
  return store[KEY];
}
