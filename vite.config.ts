/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './scripts/vite-plugin-content.ts';

export default defineConfig({
  plugins: [
    // Content bodies are rendered to HTML by the generator; the bundle holds only the app.
    react(),
    !process.env.VITEST && contentPlugin(),
  ],
  build: {
    manifest: true,
    // Inline nothing as data: URLs; fonts and media are files a browser can cache.
    assetsInlineLimit: 0,
    target: 'es2022',
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
