import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { codeSplitting, treeshake } from './build/chunking.ts';
import { precompress } from './build/precompress.ts';
import { pwaOptions } from './build/pwa.ts';
import { sourceAlias } from './build/source-alias.ts';
import { storeConfig } from './src/config/store-config.ts';
import { StoreConfigSchema } from './src/config/store-config.schema.ts';

const config = StoreConfigSchema.parse(storeConfig);
const proxied = { target: process.env.SABAD_API_URL ?? 'http://localhost:8080', changeOrigin: false };

export default defineConfig({
  resolve: { conditions: ['source'], alias: sourceAlias },
  plugins: [react(), precompress(), VitePWA(pwaOptions(config))],
  server: {
    port: 5173,
    proxy: { '/api': proxied, '/images': proxied, '/app-version.json': proxied },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // The app's start is an entry of its own: index.html's script imports it after the first paint.
      input: { index: 'index.html', boot: 'src/app/boot.tsx' },
      output: { codeSplitting },
      treeshake,
    },
  },
});
