import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { adminRoutePaths } from './build/route-paths.ts';
import { sourceAlias } from './build/source-alias.ts';

// The contract's files only define things: without this hint every schema of a file the app imports would stay.
const contractSource = /packages\/contract\/src\/.*\.ts$/;
const proxied = { target: process.env.SABAD_API_URL ?? 'http://localhost:8080', changeOrigin: false };

export default defineConfig({
  base: '/admin/',
  resolve: { conditions: ['source'], alias: sourceAlias },
  plugins: [react(), tailwindcss(), adminRoutePaths()],
  server: { port: 5174, proxy: { '/api': proxied, '/images': proxied } },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => (contractSource.test(id) ? false : undefined) },
    },
  },
});
