import { runCli } from '../cli.js';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

export async function runCliOn(databaseUrl: string, args: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, {
    databaseUrl,
    io: { out: (line) => out.push(line), err: (line) => err.push(line) },
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
