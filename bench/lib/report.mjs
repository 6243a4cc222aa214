import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineInfo } from '@sabad/e2e/production-server';

export const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');

export function printMachine() {
  const machine = machineInfo();
  console.log(`date     ${machine.date}`);
  console.log(`machine  ${machine.cpuModel}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ${machine.platform}`);
  console.log(`node     ${machine.node}`);
  return machine;
}

/** Prints rows as an aligned table; numbers are right-aligned. */
export function printTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) =>
        /^[\d.,%-]+( ms| KB)?$/.test(cell) && column > 0 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ');
  console.log(line(cells[0]));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

/** Writes `results/<kind>-<timestamp>.json` and `results/<kind>-latest.json`; returns the first path. */
export function writeResult(kind, result) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const stamp = result.machine.date.replace(/[:.]/g, '-');
  const file = path.join(resultsDir, `${kind}-${stamp}.json`);
  const text = `${JSON.stringify(result, null, 2)}\n`;
  fs.writeFileSync(file, text);
  fs.writeFileSync(path.join(resultsDir, `${kind}-latest.json`), text);
  return file;
}

export function numberArg(name, fallback) {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}
