import { CHUNK_ERROR_TEMPLATE } from '../lib/chunk-errors.ts';
import { fill, fillNodes, telHref } from '../lib/format.ts';
import type { Labels } from '../schema/data.ts';

/**
 * What a visitor reads when a script of the page fails to load twice (the page reloads once
 * first): the page's text is all there, only its interactive parts are missing. Prerendered
 * inside a <template>; the browser entry fills in the script's name and the failure, and wires
 * the Reload button, without React (React may be what failed to load).
 */
export function ChunkErrorNotice({ phone, words }: { phone: string; words: Labels['scriptFailed'] }) {
  const script = <code data-chunk="">{words.unknown}</code>;
  return (
    <template id={CHUNK_ERROR_TEMPLATE}>
      <section className="error-screen container" role="alert" aria-labelledby="chunk-error-title">
        <h2 id="chunk-error-title">{words.title}</h2>
        <p>{fillNodes(words.text, { script, failure: <span data-failure="" /> })}</p>
        <p className="error-screen__actions">
          <button type="button" className="btn btn--primary" data-reload="">
            {words.reload}
          </button>
          <a className="btn btn--outline" href={telHref(phone)}>
            {fill(words.call, { phone })}
          </a>
        </p>
      </section>
    </template>
  );
}
