/** Set by `scripts/build.ts`, which generates before it calls Vite: the content plugin skips it. */
export const GENERATED_ENV = 'SITE_CONTENT_GENERATED';
