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
 * `--heap-growing-percent` is read at every collection, so it takes effect when set at run time
 * (unlike `--max-semi-space-size`, fixed when the heap is created, which only the `node` command
 * line can set). Only the server sets it: the CLI and tests keep V8's defaults.
 */
import v8 from 'node:v8';

export const HEAP_GROWING_PERCENT = 30;

v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
