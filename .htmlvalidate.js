/**
 * html-validate over the built pages (tests/e2e/validators.test.ts): its recommended rules, less
 * the few that judge how React or our templates spell valid HTML, each with the reason it is off
 * or set.
 */
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // React's server renderer closes void elements (`<img/>`), index.html and the head tags do
    // not (`<meta>`); both spellings are HTML, and the W3C checker accepts both.
    'void-style': 'off',
    // React writes DOM property names as attribute names (dateTime, autoComplete, fetchPriority,
    // popoverTarget); HTML attribute names are case-insensitive, so this is spelling only.
    'attr-case': 'off',
    // React writes a true boolean attribute as `disabled=""`, the prerender's stylesheet link as
    // `disabled`: both are HTML.
    'attribute-boolean-style': 'off',
    // React writes `download` (the brochure links) with an empty value.
    'attribute-empty-style': ['error', { style: 'empty' }],
    // Prettier writes index.html's doctype in lower case; HTML does not mind the case.
    'doctype-style': ['error', { style: 'lowercase' }],
    // React's useId ids start with an underscore (`_R_hj_`): a valid HTML id, just not an HTML4 one.
    'valid-id': ['error', { relaxed: true }],
    // A submenu's list is named ("Services submenu") so a screen reader says which menu it is in;
    // a list is a role that takes a name, which this option allows.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Phone links stay on one line by CSS (`a[href^='tel:']` in base.css). A no-break space or
    // hyphen (U+2011) in the text would travel into a copied number, and the site's font has no
    // U+2011.
    'tel-non-breaking': 'off',
    // The few inline styles are values of one element, which the CSP allows (style attributes):
    // a carousel's column counts, a progress bar's width, framer-motion's animation state.
    'no-inline-style': 'off',
    // A page's title is its entry's title (the writer's words) and the company name; a search
    // result shortens a long one, and editorial limits belong to the content validator.
    'long-title': 'off',
    'prefer-native-element': [
      'error',
      {
        // Progress bars are a styled track with role=progressbar and their value (the product's
        // accessibility contract); a native <progress> cannot be drawn the same in every
        // browser. A wide table's scroll box is a named, focusable role=region (src/mdx).
        exclude: ['progressbar', 'region'],
      },
    ],
  },
};
