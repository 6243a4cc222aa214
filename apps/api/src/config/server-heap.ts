/**
 * V8 heap growth of the server process (issue 15: RSS under load ≤ 180 MiB), set before the rest
 * of the server is loaded (server.ts imports this first).
 *
 * After each full collection V8 lets the old generation grow to a multiple of what survived, up to
 * four times: a server with ~40 MiB of live objects let ~100 MiB of request garbage pile up before
 * collecting it, and its resident memory under load reached 220–250 MiB. Growing by 30% instead
 * collects that garbage sooner; the server's CPU time per answer did not measurably change
 * (in-process runs of cart/add and placements, bench/README.md), because V8 marks concurrently and
 * what it collects is mostly dead.
 *
 * `--heap-growing-percent` is read at every collection, so it takes effect when set at run time.
 * `--max-semi-space-size` is fixed when the heap is created, so only the `node` command line can
 * set it: every launcher of the server passes `--max-semi-space-size=8` (scripts/start.mjs, the
 * cluster, the Dockerfile, the e2e harness, the fault tests; ADR 0036), capping the young
 * generation at 2 × 8 MiB instead of 2 × 16 (the placement run's peak RSS ~168 → ~152 MiB). Only
 * the server sets these: the CLI and tests keep V8's defaults.
 */
import v8 from 'node:v8';

export const HEAP_GROWING_PERCENT = 30;

v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
