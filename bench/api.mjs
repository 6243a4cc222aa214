/**
 * `npm run bench:api`: throughput and latency of the production API on a fresh seeded SQLite
 * database, beside a bare Fastify JSON route measured in the same run on the same machine.
 * Targets are measured one after another (never at once), each after a warm-up.
 * Options: --duration=<seconds per target> (10), --connections=<n> (10), --warmup=<seconds> (3).
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ensureBuilt, startProductionServer } from '@sabad/e2e/production-server';
import { numberArg, printMachine, printTable, writeResult } from './lib/report.mjs';

const duration = numberArg('duration', 10);
const connections = numberArg('connections', 10);
const warmup = numberArg('warmup', 3);
const LIST_TO_BARE_TARGET = 0.4;
const headers = { Accept: 'application/json', 'Guest-Customer-Id': '6f1d9c2b-3a4e-4f5b-9c8d-7e6a5b4c3d2e' };

async function getJson(url) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A category whose first page is full (10 products), read from the API itself. */
async function pickTargets(baseUrl) {
  const tree = await getJson(`${baseUrl}/api/v2/catalog/categorytree`);
  const candidates = tree.Items.flatMap((top) => [top, ...top.SubCategories]);
  let best = null;
  for (const category of candidates) {
    const url = `${baseUrl}/api/v2/product/search?CategoryId=${category.Id}&Limit=10`;
    const list = await getJson(url);
    if (!best || list.Items.length > best.list.Items.length) best = { category, url, list };
    if (list.Items.length === 10) break;
  }
  if (!best || best.list.Items.length === 0) throw new Error('no category of the seeded store lists a product');
  const product = best.list.Items[0];
  return {
    category: best.category,
    listUrl: best.url,
    list: best.list,
    productId: product.Id,
    productName: product.Name,
  };
}

function startBareServer(payload) {
  const child = fork(path.join(path.dirname(fileURLToPath(import.meta.url)), 'bare-server.mjs'), [], {
    stdio: 'inherit',
  });
  const ready = new Promise((resolve, reject) => {
    child.once('message', ({ port }) => resolve(`http://127.0.0.1:${port}/bare`));
    child.once('exit', (code) => reject(new Error(`the bare Fastify server exited (${code})`)));
  });
  child.send({ payload });
  return { child, ready };
}

function run(url, seconds) {
  return autocannon({ url, connections, duration: seconds, headers });
}

async function main() {
  const machine = printMachine();
  ensureBuilt({ log: (line) => console.log(line) });
  const server = await startProductionServer();
  let bare = null;
  try {
    console.log(`production server ready after ${server.readyAfterMs} ms (fresh SQLite database, seeded)`);
    const picked = await pickTargets(server.baseUrl);
    bare = startBareServer(picked.list);
    const bareUrl = await bare.ready;
    const targets = [
      { name: 'product list', url: picked.listUrl },
      { name: 'product details', url: `${server.baseUrl}/api/v2/product/details/${picked.productId}` },
      { name: 'bare fastify', url: bareUrl },
    ];
    console.log(
      `category ${picked.category.Id} (${picked.category.Name}), ${picked.list.Items.length} products per page; product ${picked.productId}`,
    );
    console.log(`${connections} connections, ${warmup} s warm-up and ${duration} s per target, one target at a time\n`);

    const measured = [];
    for (const target of targets) {
      await run(target.url, warmup);
      const result = await run(target.url, duration);
      measured.push({
        name: target.name,
        url: target.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, ''),
        requestsPerSecond: Math.round(result.requests.average),
        latencyP50Ms: result.latency.p50,
        latencyP99Ms: result.latency.p99,
        bytesPerResponse: Math.round(result.throughput.average / Math.max(result.requests.average, 1)),
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      });
    }

    printTable(
      ['target', 'req/s', 'p50', 'p99', 'bytes/resp', 'non-2xx', 'errors'],
      measured.map((m) => [
        m.name,
        m.requestsPerSecond,
        `${m.latencyP50Ms} ms`,
        `${m.latencyP99Ms} ms`,
        m.bytesPerResponse,
        m.non2xx,
        m.errors + m.timeouts,
      ]),
    );
    const [list, , bareRoute] = measured;
    const ratio = list.requestsPerSecond / bareRoute.requestsPerSecond;
    const meetsTarget = ratio >= LIST_TO_BARE_TARGET;
    console.log(
      `\nproduct list / bare fastify = ${(ratio * 100).toFixed(1)}% (target ≥ ${LIST_TO_BARE_TARGET * 100}%: ${meetsTarget ? 'met' : 'NOT met'})`,
    );
    const failed = measured.filter((m) => m.non2xx > 0 || m.errors > 0 || m.timeouts > 0);
    if (failed.length > 0)
      console.log(
        `warning: ${failed.map((m) => m.name).join(', ')} had non-2xx answers or errors; their figures are not comparable`,
      );

    const file = writeResult('api', {
      machine,
      settings: { connections, durationSeconds: duration, warmupSeconds: warmup, database: 'SQLite (fresh, seeded)' },
      category: { Id: picked.category.Id, Name: picked.category.Name },
      productId: picked.productId,
      targets: measured,
      listToBareRatio: Math.round(ratio * 1000) / 1000,
      listToBareTarget: LIST_TO_BARE_TARGET,
      meetsTarget,
    });
    console.log(`results written to ${path.relative(process.cwd(), file)}`);
  } finally {
    bare?.child.kill();
    await server.stop();
  }
}

await main();
