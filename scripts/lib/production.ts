/**
 * Imported first by the build and the editor (scripts/edit.ts): React and the libraries it renders
 * with pick their production builds when they are first loaded, before Vite would set this. A
 * build is always a production build, whoever starts it (a test runner sets NODE_ENV=test):
 * development builds validate every element, render several times slower and keep no compile cache.
 */
process.env.NODE_ENV = 'production';
