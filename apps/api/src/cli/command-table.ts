/**
 * The operator CLI's one command table (`npm run cli -- help` prints it): every command, in the
 * order the help lists them, each with its arguments, the service it calls and what it prints.
 */
import type { CliCommand } from './command.js';
import { catalogCommands } from './commands/catalog.js';
import { contentCommands } from './commands/content.js';
import { orderCommands } from './commands/orders.js';
import { pictureCommands } from './commands/pictures.js';
import { salesCommands } from './commands/sales.js';
import { staffCommands } from './commands/staff.js';
import { storeCommands } from './commands/store.js';

export const commandTable: readonly CliCommand[] = [
  ...storeCommands,
  ...catalogCommands,
  ...pictureCommands,
  ...salesCommands,
  ...orderCommands,
  ...contentCommands,
  ...staffCommands,
];

const SUMMARY_COLUMN = 37;

function usageLine(command: CliCommand): string {
  const left = `${command.name}${command.usage ? ` ${command.usage}` : ''}`;
  const lastLine = left.split('\n').at(-1) ?? '';
  return lastLine.length < SUMMARY_COLUMN && !left.includes('\n')
    ? `  ${left.padEnd(SUMMARY_COLUMN)}${command.summary}`
    : `  ${left}\n  ${' '.repeat(SUMMARY_COLUMN)}${command.summary}`;
}

export function usageText(commands: readonly CliCommand[] = commandTable): string {
  return [
    'Usage: npm run cli -- <command>',
    '',
    ...commands.map(usageLine),
    '',
    'Exit codes: 0 done, 1 refused or nothing changed, 2 bad usage.',
    'The database is DATABASE_URL (default: data/sabad.db).',
  ].join('\n');
}

const wordsOf = (name: string) => name.split(' ');

/** The command the arguments name (the longest name or alias that starts them), and the arguments after it. */
export function findCommand(args: readonly string[]): { command: CliCommand; tokens: string[] } | undefined {
  let found: { command: CliCommand; length: number } | undefined;
  for (const command of commandTable) {
    for (const name of [command.name, ...command.aliases]) {
      const words = wordsOf(name);
      const matches = words.every((word, index) => args[index] === word);
      if (matches && words.length > (found?.length ?? 0)) found = { command, length: words.length };
    }
  }
  return found && { command: found.command, tokens: args.slice(found.length) };
}

export function groupOf(args: readonly string[]): CliCommand[] {
  const group = commandTable.filter((command) => wordsOf(command.name)[0] === args[0]);
  return group.length > 0 ? group : [...commandTable];
}
