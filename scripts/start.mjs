// `npm start`: builds the site and serves the production bundle in demo mode (no back ends
// needed: the mock service worker answers in the browser).
import { spawn, spawnSync } from 'node:child_process';

const port = process.env.PORT ?? '4173';
// A build without back ends must ask to be a demo (app/src/config.ts); this one does.
const build = spawnSync('npx vite build --config app/vite.config.ts', {
  shell: true,
  stdio: 'inherit',
  env: { ...process.env, VITE_DEMO: '1' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const preview = spawn(
  `npx vite preview --config app/vite.config.ts --port ${port} --strictPort --host 127.0.0.1`,
  {
    shell: true,
    stdio: ['inherit', 'pipe', 'inherit'],
  },
);
let announced = false;
preview.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && String(chunk).includes(port)) {
    announced = true;
    console.log(`\n  Rimal is running in demo mode: http://localhost:${port}\n`);
  }
});
preview.on('exit', (code) => process.exit(code ?? 0));
