import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.VITE_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // Several dev servers may run side by side (one per developer task); each can keep its own cache.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    manifest: true,
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3 still uses @import and global functions; silence its deprecation noise only.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': server, '/auth': server, '/dev/api': server, '/healthz': server },
  },
});
