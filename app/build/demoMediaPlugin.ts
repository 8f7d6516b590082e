import { cpSync, createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { ServerResponse } from 'node:http';
import { runnerImport, type Logger, type Plugin } from 'vite';
import type * as LinkPreviewsModule from '@rimal/mocks/link-previews';

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
 * The demo's link previews come from mocks' TypeScript, which Node cannot run: Vite's module
 * runner loads it, as the site plugin loads the host rules.
 */
async function linkPreviews(): Promise<typeof LinkPreviewsModule> {
  const { module } = await runnerImport<typeof LinkPreviewsModule>('@rimal/mocks/link-previews');
  return module;
}

/**
 * Demo mode shows the demo catalog's artwork from `mocks/media`: served at /demo-media in dev and
 * preview, and copied into the build only when no real media host is configured, with the JPEG
 * link preview of each picture a page previews (drawn on request in dev).
 */
export function demoMediaPlugin(): Plugin {
  let outDir = '';
  let demo = true;
  let logger: Logger | undefined;
  const send = (file: string, res: ServerResponse) => {
    res.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    createReadStream(file).pipe(res);
  };
  const serve = (req: { url?: string }, res: ServerResponse, next: () => void) => {
    if (!req.url?.startsWith(mountPath)) return next();
    const relative = normalize(
      decodeURIComponent(req.url.slice(mountPath.length).split('?')[0] ?? ''),
    );
    const uploads = `uploads${sep}`;
    if (relative.startsWith(uploads) && relative.includes('preview_')) {
      void linkPreviews()
        .then(async ({ linkPreviewFile, linkPreviewSourceOf }) => {
          const source = linkPreviewSourceOf(relative.slice(uploads.length));
          if (source === undefined) return next();
          send((await linkPreviewFile(source)).file, res);
        })
        .catch(next);
      return;
    }
    const file = join(mediaRoot, relative);
    if (!file.startsWith(mediaRoot) || !existsSync(file) || !statSync(file).isFile()) return next();
    send(file, res);
  };
  return {
    name: 'rimal-demo-media',
    configResolved(config) {
      logger = config.logger;
      outDir = resolve(config.root, config.build.outDir);
      demo = !config.env.VITE_MEDIA_URL;
    },
    configureServer(server) {
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (!demo || !existsSync(mediaRoot)) return;
        cpSync(mediaRoot, join(outDir, 'demo-media'), { recursive: true });
        const started = performance.now();
        const { writeLinkPreviews } = await linkPreviews();
        const { files, bytes, drawn } = await writeLinkPreviews(
          join(outDir, 'demo-media', 'uploads'),
        );
        logger?.info(
          `link previews: ${files} JPEGs (${(bytes / 1024).toFixed(0)} KB), ${drawn} drawn,` +
            ` in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      },
    },
  };
}
