/**
 * One entry of the operator CLI's command table: its words, its arguments (positionals and
 * `--flags`, parsed with zod), the service call and the lines it prints. One error type, and exit
 * codes a script can trust: 0 done, 1 refused or nothing changed, 2 bad usage.
 */
import { z } from 'zod';
import { toLatinDigits } from '@sabad/contract';
import type { CliContext } from './cli-services.js';

export type CliErrorKind = 'usage' | 'refused';

export class CliError extends Error {
  constructor(
    readonly kind: CliErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export const usageError = (message: string) => new CliError('usage', message);
export const refusal = (message: string) => new CliError('refused', message);

export interface CliResult {
  lines: string[];
  /** The change asked for was already so: printed, and the command exits 1. */
  unchanged?: boolean;
  /** Something in a run went wrong though the rest was done: printed after the lines, exit 1. */
  failure?: string;
}

export const EXIT = { done: 0, refused: 1, usage: 2 } as const;

type ErrorClass = abstract new (...args: never[]) => Error;

export interface CommandSpec<Schema extends z.ZodType> {
  name: string;
  aliases?: readonly string[];
  usage?: string;
  summary: string;
  positionals?: readonly string[];
  /** The key that takes the positional arguments after those, as a list of words. */
  rest?: string;
  /** Each accepted `--flag` (key without the dashes): `value` takes the next argument, `switch` none. */
  flags?: Readonly<Record<string, 'value' | 'switch'>>;
  args: Schema;
  /** The services' errors that mean "refused" for this command (an AppError always does). */
  refusals?: readonly ErrorClass[];
  run(args: z.output<Schema>, context: CliContext): Promise<CliResult>;
}

export interface CliCommand {
  name: string;
  aliases: readonly string[];
  usage: string;
  summary: string;
  refusals: readonly ErrorClass[];
  /** Parses the arguments (a CliError of kind 'usage' when they do not fit); the call is made later. */
  prepare(tokens: readonly string[]): (context: CliContext) => Promise<CliResult>;
}

function collect(spec: CommandSpec<z.ZodType>, tokens: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const positional: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    if (!token.startsWith('--')) {
      positional.push(token);
      continue;
    }
    const key = token.slice(2);
    const kind = spec.flags?.[key];
    if (!kind) throw usageError(`گزینهٔ نادرست / Bad option: ${token}`);
    if (key in values) throw usageError(`گزینهٔ تکراری / Repeated option: ${token}`);
    if (kind === 'switch') {
      values[key] = true;
      continue;
    }
    const value = tokens[++i];
    if (value === undefined) throw usageError(`مقداری برای ${token} داده نشد. / ${token} needs a value.`);
    values[key] = value;
  }
  const names = spec.positionals ?? [];
  if (positional.length > names.length && !spec.rest) {
    throw usageError(`آرگومان اضافه / Unexpected argument: ${positional.slice(names.length).join(' ')}`);
  }
  names.forEach((name, index) => {
    if (positional[index] !== undefined) values[name] = positional[index];
  });
  if (spec.rest) values[spec.rest] = positional.slice(names.length);
  return values;
}

export function defineCommand<Schema extends z.ZodType>(spec: CommandSpec<Schema>): CliCommand {
  return {
    name: spec.name,
    aliases: spec.aliases ?? [],
    usage: spec.usage ?? '',
    summary: spec.summary,
    refusals: spec.refusals ?? [],
    prepare(tokens) {
      const values = collect(spec, tokens);
      const parsed = spec.args.safeParse(values);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const key = String(issue?.path[0] ?? '');
        // A value not given at all: the schema's own words when it has some, else which one is missing.
        const missing = key !== '' && !(key in values) && issue?.code === 'invalid_type';
        const named = issue?.message && !issue.message.startsWith('Invalid input') ? issue.message : undefined;
        if (missing && !named) {
          throw usageError(
            spec.flags?.[key]
              ? `گزینهٔ --${key} داده نشد. / Missing option: --${key}.`
              : `آرگومان «${key}» داده نشد. / Missing argument: ${key}.`,
          );
        }
        throw usageError(named ?? 'استفادهٔ نادرست / Bad usage.');
      }
      return (context) => spec.run(parsed.data, context);
    },
  };
}

export const printed = (lines: string[]): CliResult => ({ lines });

/** A whole number typed with Latin or Persian digits; `message` when it is not one or fails `accept`. */
export function integer(message: string, accept: (value: number) => boolean = () => true) {
  return z.string().transform((text, context) => {
    const latin = toLatinDigits(text.trim());
    const value = /^[+-]?\d{1,15}$/.test(latin) ? Number(latin) : NaN;
    if (Number.isSafeInteger(value) && accept(value)) return value;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

const COUNT_MESSAGE = 'تعداد باید عددی بین ۱ و ۱۰۰۰ باشد. / The count must be a whole number from 1 to 1000.';

export function count(fallback: number) {
  return integer(COUNT_MESSAGE, (value) => value >= 1 && value <= 1000)
    .optional()
    .transform((value) => value ?? fallback);
}

/** More than 1000 is taken as 1000. */
export function countFlag(fallback: number) {
  return integer(COUNT_MESSAGE, (value) => value >= 1)
    .optional()
    .transform((value) => Math.min(value ?? fallback, 1000));
}

export function text(message: string) {
  return z.string({ message }).trim().min(1, { message });
}
