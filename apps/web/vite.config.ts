import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', assetsDir: 'assets', sourcemap: true },
  server: { proxy: { '/config.json': 'http://127.0.0.1:8080', '/health': 'http://127.0.0.1:8080' } },
});
