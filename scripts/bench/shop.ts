/**
 * `npm run bench:shop`: a benchmark, not a test (nothing is asserted beyond each answer's
 * status). N shoppers go through the shop API of the real Strapi 5 (`cms/`) as the site sends
 * them: create-checkout-session, the demo card payment (demo/pay, which places the order) and
 * create_order, `--concurrency` at a time; on SQLite, then on a throw-away PostgreSQL
 * (scripts/cms/postgres.ts). Prints orders per second and the p50 and p95 of each call.
 *
 *   npm run bench:shop
 *   npm run bench:shop -- --shoppers=200 --concurrency=20 --db=postgres --port=1375
 *
 * Each database gets a fresh Strapi, seeded from the demo catalog, on `--port` (default 1375).
 * A few shoppers go first, unmeasured (`--warmup`, default 5), so that the first requests'
 * start-up costs are not counted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { CartLine } from '@rimal/core';
import { buildCheckoutSessionRequest } from '@rimal/core';
import { DEMO_CARDS, sessionIdFromClientSecret } from '@rimal/core/shop-api';
import { cartOf, orderBody } from '@rimal/mocks/testing/checkout';
import { startPostgres, type RunningPostgres } from '../cms/postgres.ts';
import { startCms } from '../cms/start.ts';

const { values } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '50' },
    concurrency: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '5' },
    db: { type: 'string', default: 'sqlite,postgres' },
    port: { type: 'string', default: '1375' },
  },
});
const shoppers = Number(values.shoppers);
const concurrency = Number(values.concurrency);
const warmup = Number(values.warmup);
const port = Number(values.port);
const databases = values.db.split(',').map((name) => name.trim());
for (const name of databases) {
  if (name !== 'sqlite' && name !== 'postgres') throw new Error(`Unknown --db ${name}`);
}

const CALLS = ['create-checkout-session', 'demo/pay', 'create_order'] as const;
type Call = (typeof CALLS)[number];

/** A few carts of the demo catalog, taken in turn: one to three lines, with and without delivery. */
const CARTS: CartLine[][] = [
  cartOf([[99, 2]]),
  cartOf([
    [90, 1],
    [99, 1],
  ]),
  cartOf([
    [91, 2],
    [96, 1],
    [101, 1],
  ]),
];

const paying = { cardNumber: DEMO_CARDS.pays, expiry: '12/34', cvc: '123' };

interface Timings {
  samples: Record<Call, number[]>;
  failures: string[];
}

async function timed<T>(
  timings: Timings | null,
  call: Call,
  send: () => Promise<Response>,
  expected: number,
  read: (body: Record<string, unknown>) => T,
): Promise<T> {
  const began = performance.now();
  const response = await send();
  const body = (await response.json()) as Record<string, unknown>;
  timings?.samples[call].push(performance.now() - began);
  if (response.status !== expected) {
    throw new Error(`${call}: ${response.status} ${JSON.stringify(body)}`);
  }
  return read(body);
}

const post = (url: string, json: unknown) => () =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });

/** One shopper: opens a payment session, pays it with the demo card, places the order. */
async function shop(shopUrl: string, index: number, timings: Timings | null) {
  const cart = CARTS[index % CARTS.length] ?? [];
  const clientSecret = await timed(
    timings,
    'create-checkout-session',
    post(
      `${shopUrl}/create-checkout-session`,
      buildCheckoutSessionRequest(cart, null, { language: 'en' }),
    ),
    200,
    (body) => String(body.clientSecret),
  );
  await timed(
    timings,
    'demo/pay',
    post(`${shopUrl}/demo/pay`, { clientSecret, ...paying }),
    200,
    () => undefined,
  );
  const sessionId = sessionIdFromClientSecret(clientSecret) ?? '';
  await timed(
    timings,
    'create_order',
    post(`${shopUrl}/create_order`, orderBody(cart, null, sessionId)),
    201,
    () => undefined,
  );
}

/** Runs `count` shoppers, `parallel` at a time; answers the wall time in ms. */
async function crowd(
  shopUrl: string,
  count: number,
  parallel: number,
  timings: Timings | null,
): Promise<number> {
  let next = 0;
  const began = performance.now();
  const worker = async () => {
    while (next < count) {
      const index = next++;
      try {
        await shop(shopUrl, index, timings);
      } catch (error) {
        timings?.failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return performance.now() - began;
}

function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

async function bench(database: 'sqlite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'rimal-bench-shop-'));
  let postgres: RunningPostgres | undefined;
  try {
    postgres = database === 'postgres' ? await startPostgres() : undefined;
    const cms = await startCms({
      port,
      dataDir,
      fresh: true,
      postgresUrl: postgres?.database('bench'),
    });
    try {
      await crowd(cms.shopUrl, warmup, concurrency, null);
      const timings: Timings = {
        samples: { 'create-checkout-session': [], 'demo/pay': [], create_order: [] },
        failures: [],
      };
      const wall = await crowd(cms.shopUrl, shoppers, concurrency, timings);
      const placed = shoppers - timings.failures.length;
      console.log(
        `\n${database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (Strapi started and seeded in ` +
          `${cms.timings.start} s): ${shoppers} shoppers, ${concurrency} at a time, ` +
          `${placed} orders placed in ${(wall / 1000).toFixed(2)} s: ` +
          `${((placed * 1000) / wall).toFixed(1)} orders/s`,
      );
      console.log(`  ${'call'.padEnd(26)}${'p50'.padStart(10)}${'p95'.padStart(10)}`);
      for (const call of CALLS) {
        const samples = timings.samples[call];
        console.log(
          `  ${call.padEnd(26)}${ms(percentile(samples, 50))}${ms(percentile(samples, 95))}`,
        );
      }
      if (timings.failures.length > 0) {
        console.log(
          `  ${timings.failures.length} shoppers failed; the first: ${timings.failures[0]}`,
        );
        process.exitCode = 1;
      }
    } finally {
      await cms.stop();
    }
  } finally {
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `bench:shop on ${cpus().length} cores, Node ${process.version}: ${shoppers} shoppers, ` +
    `concurrency ${concurrency}, warm-up ${warmup}, databases ${databases.join(', ')}`,
);
for (const database of databases) await bench(database as 'sqlite' | 'postgres');
