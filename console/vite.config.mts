import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// No @vitejs/plugin-react: Vite's own transform compiles JSX (automatic runtime); the plugin
// only adds fast refresh, and its peer dependencies conflict with the service's Babel 7 (jest).
export default defineConfig({
  root: import.meta.dirname,
  base: '/console/',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: resolve(import.meta.dirname, '../dist/console'),
    emptyOutDir: true,
    // Everything the console needs ships from the service: no inline data URIs for scripts.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // React libraries mark modules "use client" for server components; a plain SPA has none.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: {
    // `npm run console:dev`: the console with reload, talking to a service on :3000.
    proxy: { '/api': 'http://localhost:3000' },
  },
});
