/**
 * Renders the demo loops of the home hero and the listing banner into `mocks/media/uploads/`
 * (committed: CI and the site use those files and never need ffmpeg). Each loop is the brand's
 * own still artwork, drawn by headless Chromium from the SVG that generate-media.ts writes,
 * then slowly pushed in and panned by ffmpeg's zoompan, with a soft gold light sweeping across
 * once. Zoom and pan follow a cosine and the light enters and leaves off frame, so the last
 * frame meets the first and the loop has no seam.
 *
 *   apt-get install -y ffmpeg chromium
 *   npx tsx mocks/scripts/media/videos.ts
 *
 * The encoders are asked for bit-exact output, so a rerun with the same ffmpeg and Chromium
 * writes the same files.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteMedia } from '../../src/catalog';
import { renderHero, renderProductsBanner } from './scenes';

const uploads = fileURLToPath(new URL('../../media/uploads/', import.meta.url));
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';

const SECONDS = 8;
const FPS = 24;
const FRAMES = SECONDS * FPS;

interface Loop {
  svg: string;
  /** The artwork's own size, in SVG units. */
  width: number;
  height: number;
  /** The video frame (about 960 wide, even numbers for yuv420p). */
  frame: { width: number; height: number };
  /** How far the push-in goes at its deepest (1.06 is a 6% zoom). */
  zoom: number;
  sources: { webm: string; mp4: string };
}

const loops: Loop[] = [
  {
    svg: renderHero(),
    width: 1600,
    height: 900,
    frame: { width: 960, height: 540 },
    zoom: 1.08,
    sources: siteMedia.heroVideo,
  },
  {
    svg: renderProductsBanner(),
    width: 1600,
    height: 400,
    frame: { width: 960, height: 240 },
    zoom: 1.06,
    sources: siteMedia.productsBannerVideo,
  },
];

const fileOf = (path: string) => join(uploads, path.replace(/^\/uploads\//, ''));

function drawStill(loop: Loop, workDir: string): string {
  const svgFile = join(workDir, 'art.svg');
  const png = join(workDir, 'art.png');
  writeFileSync(svgFile, loop.svg);
  // Twice the artwork's size, so the slow zoom moves by sub-pixels and does not judder.
  execFileSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      '--force-device-scale-factor=2',
      `--window-size=${loop.width},${loop.height}`,
      `--screenshot=${png}`,
      `file://${svgFile}`,
    ],
    { stdio: 'ignore' },
  );
  return png;
}

/** The ffmpeg filter graph: push-in and pan on the still, then the light sweep on top. */
function filterGraph(loop: Loop): string {
  const { width, height } = loop.frame;
  const depth = (loop.zoom - 1) / 2;
  const phase = `2*PI*on/${FRAMES}`;
  const zoom = `1+${depth}-${depth}*cos(${phase})`;
  const band = Math.round(width / 2);
  return [
    `[0:v]zoompan=z='${zoom}':x='(iw-iw/zoom)/2*(1+0.7*sin(${phase}))':y='(ih-ih/zoom)/2':d=1:s=${width}x${height}:fps=${FPS},format=yuv420p[art]`,
    // A soft vertical band of warm gold light, transparent at its edges.
    `color=c=0xf3d18a:s=${band}x${height}:d=${SECONDS}:r=${FPS},format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='46*exp(-pow((X-${band / 2})/${band / 5},2))'[light]`,
    `[art][light]overlay=x='-${band}+(W+${band})*t/${SECONDS}':y=0:format=auto,format=yuv420p[out]`,
  ].join(';');
}

function encode(loop: Loop, png: string) {
  const input = ['-loop', '1', '-framerate', String(FPS), '-t', String(SECONDS), '-i', png];
  const common = [
    '-filter_complex',
    filterGraph(loop),
    '-map',
    '[out]',
    '-frames:v',
    String(FRAMES),
    '-an',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
  ];
  const run = (args: string[]) =>
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
      stdio: 'inherit',
    });
  run([
    ...input,
    ...common,
    ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '36', '-deadline', 'good', '-cpu-used', '2'],
    ...['-threads', '1', '-g', String(FRAMES)],
    fileOf(loop.sources.webm),
  ]);
  run([
    ...input,
    ...common,
    ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '26', '-profile:v', 'main'],
    ...['-threads', '1', '-movflags', '+faststart'],
    fileOf(loop.sources.mp4),
  ]);
}

for (const loop of loops) {
  const workDir = mkdtempSync(join(tmpdir(), 'rimal-loop-'));
  try {
    encode(loop, drawStill(loop, workDir));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  for (const path of Object.values(loop.sources)) {
    console.log(`${fileOf(path)}: ${(statSync(fileOf(path)).size / 1024).toFixed(0)} KB`);
  }
}
