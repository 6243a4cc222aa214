// Exit codes: 0 done, 1 refused or nothing changed, 2 bad usage.
import { pathToFileURL } from 'node:url';
import { loadEnv } from './config/env.js';
import { migrateToLatest, openDatabase, type Db } from './db/client.js';
import { isAppError } from './lib/app-error.js';
import { systemClock } from './lib/clock.js';
import type { CliIo } from './cli/cli-io.js';
import { CliServices } from './cli/cli-services.js';
import { closeCatalogChanges } from './cli/catalog-changes.js';
import { CliError, EXIT, type CliCommand } from './cli/command.js';
import { findCommand, groupOf, usageText } from './cli/command-table.js';

export type { CliIo } from './cli/cli-io.js';

const HELP = new Set(['help', '--help', '-h']);

function reportError(error: unknown, command: CliCommand, io: CliIo): number {
  if (error instanceof CliError && error.kind === 'usage') {
    io.err(error.message);
    io.err(usageText([command]));
    return EXIT.usage;
  }
  const refused =
    (error instanceof CliError && error.kind === 'refused') ||
    isAppError(error) ||
    command.refusals.some((kind) => error instanceof kind);
  io.err(refused ? (error as Error).message : `خطا / Error: ${(error as Error).message}`);
  return EXIT.refused;
}

export async function runCli(args: string[], options: { databaseUrl?: string; io?: CliIo } = {}): Promise<number> {
  const io = options.io ?? { out: (line) => console.log(line), err: (line) => console.error(line) };
  if (args.length === 0 || (args.length === 1 && HELP.has(args[0] ?? ''))) {
    io.out(usageText());
    return args.length === 0 ? EXIT.usage : EXIT.done;
  }
  const found = findCommand(args);
  if (!found) {
    io.err(`دستور ناشناخته / Unknown command: ${args.join(' ')}`);
    io.err(usageText(groupOf(args)));
    return EXIT.usage;
  }
  const { command, tokens } = found;
  let call: ReturnType<CliCommand['prepare']>;
  try {
    call = command.prepare(tokens);
  } catch (error) {
    return reportError(error, command, io);
  }
  let database: Db;
  try {
    database = openDatabase(options.databaseUrl ?? loadEnv().DATABASE_URL, { poolSize: 2 });
  } catch (error) {
    io.err(`خطا / Error: ${(error as Error).message}`);
    return EXIT.refused;
  }
  try {
    // Every command but `db migrate` itself works on a migrated database.
    if (command.name !== 'db migrate') await migrateToLatest(database.kysely);
    const result = await call({ services: new CliServices(database, io), database, clock: systemClock, io });
    for (const line of result.lines) io.out(line);
    if (result.failure) io.err(result.failure);
    return result.failure || result.unchanged ? EXIT.refused : EXIT.done;
  } catch (error) {
    return reportError(error, command, io);
  } finally {
    await closeCatalogChanges(io);
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void runCli(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
