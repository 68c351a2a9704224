import { CHUNK_ERROR_TEMPLATE } from '../lib/chunk-errors.ts';
import { telHref } from '../lib/format.ts';

/**
 * What a visitor reads when a script of the page fails to load twice (the page reloads once
 * first): the page's text is all there, only its interactive parts are missing. Prerendered
 * inside a <template>; the browser entry fills in the script's name and the failure, and wires
 * the Reload button, without React (React may be what failed to load).
 */
export function ChunkErrorNotice({ phone }: { phone: string }) {
  return (
    <template id={CHUNK_ERROR_TEMPLATE}>
      <section className="error-screen container" role="alert" aria-labelledby="chunk-error-title">
        <h2 id="chunk-error-title">Part of this page could not load</h2>
        <p>
          A script of the page (<code data-chunk="" />) failed to load: <span data-failure="" />. This usually
          means the connection dropped or the site was just updated.
        </p>
        <p className="error-screen__actions">
          <button type="button" className="btn btn--primary" data-reload="">
            Reload the page
          </button>
          <a className="btn btn--outline" href={telHref(phone)}>
            Call us: {phone}
          </a>
        </p>
      </section>
    </template>
  );
}
