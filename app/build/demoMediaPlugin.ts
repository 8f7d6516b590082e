import { cpSync, createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

const mediaRoot = resolve(import.meta.dirname, '../../mocks/media');
const mountPath = '/demo-media/';
const types: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/**
 * Demo mode shows the demo catalog's artwork from `mocks/media`: served at /demo-media in dev and
 * preview, and copied into the build only when no real media host is configured.
 */
export function demoMediaPlugin(): Plugin {
  let outDir = '';
  let demo = true;
  const serve = (req: { url?: string }, res: ServerResponse, next: () => void) => {
    if (!req.url?.startsWith(mountPath)) return next();
    const relative = normalize(
      decodeURIComponent(req.url.slice(mountPath.length).split('?')[0] ?? ''),
    );
    const file = join(mediaRoot, relative);
    if (!file.startsWith(mediaRoot) || !existsSync(file) || !statSync(file).isFile()) return next();
    res.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    createReadStream(file).pipe(res);
  };
  return {
    name: 'rimal-demo-media',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      demo = !config.env.VITE_MEDIA_URL;
    },
    configureServer(server) {
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
    closeBundle() {
      if (demo && existsSync(mediaRoot))
        cpSync(mediaRoot, join(outDir, 'demo-media'), { recursive: true });
    },
  };
}
