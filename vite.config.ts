import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Writes .br and .gz next to every text asset after the build, so the server
 * sends compressed files without compressing on each request
 * (@fastify/static `preCompressed`).
 */
function precomprimir(): Plugin {
  const TEXTO = /\.(js|css|html|svg|webmanifest|json|txt)$/;
  const recorrer = (dir: string): string[] =>
    readdirSync(dir).flatMap((nombre) => {
      const ruta = path.join(dir, nombre);
      return statSync(ruta).isDirectory() ? recorrer(ruta) : [ruta];
    });
  return {
    name: 'precomprimir',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      order: 'post',
      handler() {
        for (const fichero of recorrer(path.resolve('dist')).filter((f) => TEXTO.test(f))) {
          const contenido = readFileSync(fichero);
          if (contenido.length < 1024) continue;
          writeFileSync(`${fichero}.br`, brotliCompressSync(contenido, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${fichero}.gz`, gzipSync(contenido, { level: 9 }));
        }
      },
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  build: {
    outDir: '../../dist',
    emptyOutDir: true,
    // Source maps would publish the whole source; they are not built for production.
    sourcemap: false,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (id.includes('node_modules/react') || id.includes('node_modules/scheduler')) return 'react';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  plugins: [
    precomprimir(),
    react(),
    tailwindcss(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Triaje Pediátrico',
        short_name: 'Triaje',
        description: 'Orientación sobre síntomas de tu hijo: urgencia, consejos y dosis por peso.',
        lang: 'es',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0f766e',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Push and notification taps (decision 0027): public/avisos-sw.js runs inside this worker.
        importScripts: ['/avisos-sw.js'],
        navigateFallback: '/index.html',
        // Without this the worker answers /api/auth/* navigations (e-mail links, OAuth) with the app shell.
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        globIgnores: ['**/*.br', '**/*.gz'],
        // Control the first page load too, so the triage works offline right after the first visit.
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
});
