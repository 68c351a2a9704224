// One flat config. Each block says why it is there.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // Build output and generated code are not ours to lint.
  {
    ignores: [
      'dist/**',
      'dist-ssr/**',
      'src/generated/**',
      'node_modules/**',
      'bench-results/**',
      'tests/.tmp/**',
    ],
  },
  js.configs.recommended,
  // Type-aware rules catch floating promises and unsafe any, the bugs that matter in async scripts.
  ...tseslint.configs.strictTypeChecked.map((c) => ({ ...c, files: ['**/*.{ts,tsx}'] })),
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Template literals with numbers are everywhere in copy and paths; they are safe.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Non-null assertions are used where the generator has already validated the data.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `void promise` marks fire-and-forget calls deliberately.
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Zod and DOM narrowing produce conditions TypeScript cannot prove; not bugs.
      '@typescript-eslint/no-unnecessary-condition': 'off',
    },
  },
  // Hooks rules keep islands correct: effects with the right dependencies, hooks at top level.
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['scripts/**', 'tests/**', '*.config.*'], languageOptions: { globals: globals.node } },
  { files: ['src/**'], languageOptions: { globals: globals.browser } },
);
