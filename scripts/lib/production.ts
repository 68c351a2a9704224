/**
 * Imported first by the build: React and the libraries it renders with pick their production
 * builds when they are first loaded, which happens in the generator, before Vite would set this.
 * Development builds validate every element and render several times slower.
 */
process.env.NODE_ENV ??= 'production';
