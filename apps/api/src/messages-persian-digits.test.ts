/**
 * Every Persian message the API sends writes its numbers in Persian digits (docs/product.md §8).
 * This walks every export of every module's `*.messages.ts` (the modules are listed from the folder
 * when the test runs, so a new module is walked too), lib/messages-fa.ts and the request validation
 * messages, calls each message function with sample arguments, and looks for a Latin digit.
 *
 * The rule, as checked here:
 * - A text with no Persian letter is English (lines the operator CLI prints) and is not checked.
 * - A bilingual CLI text «فارسی / English»: only the part before the first " / " is checked.
 * - A parameter that quotes something as it is gets a sample with no digits, for its digits are not
 *   the message's: names (store, product, attribute, person, gateway), codes the shopper types or
 *   copies (discount, gift card, verification and tracking codes), a link, what the operator typed
 *   (a refund's transfer reference among it),
 *   and a sentence another message made (a reason, a status, a detail).
 * - Every other parameter is a number (a count, an amount, an id, an order number, a date, a
 *   contact address masked for display) and gets numbers, and numbers written as text.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { persianIssueMessage } from './plugins/validation-messages.js';

const SRC = import.meta.dirname;
const LATIN_DIGIT = /[0-9]/;
/** Names written as their owners write them: the encoding Excel's «CSV UTF-8» format is named by. */
const LATIN_NAMES = /UTF-8/g;
const PERSIAN_LETTER = /[\u0600-\u06FF]/;

/** Parameter names whose value is quoted as it is (see the rule above). */
const VERBATIM = new Set([
  'action',
  'answer',
  'attribute',
  'cities',
  'code',
  'detail',
  'error',
  'firstName',
  'gateway',
  'header',
  'hint',
  'holder',
  'key',
  'label',
  'lastChange',
  'link',
  'method',
  'name',
  'place',
  'previous',
  'product',
  'productName',
  'reason',
  'reference',
  'slug',
  'source',
  'status',
  'store',
  'storeName',
  'subject',
  'template',
  'text',
  'title',
  'tracking',
  'value',
]);

/** Parameters that take one of a few values, each tried. */
const CHOICES: Record<string, unknown[]> = {
  refusal: ['returns-disabled', 'order-not-complete', 'window-closed'],
  period: ['day', 'week', 'month', 'year'],
  activated: [true, false],
  /** A contact-form message: every field is the shopper's own words. */
  message: [{ fullName: 'Sample', emailOrMobile: 'Sample', subject: 'Sample', enquiry: 'Sample', full_name: 'Sample' }],
  /** Order numbers are strings (orderNumberInText rewrites their separator). */
  number: ['1405-000123', '59'],
  orderNumber: ['1405-000123', '59'],
  /** A moment, as the database keeps it. */
  updatedAt: ['2026-11-25T10:00:00.000Z'],
};

/** Numeric parameters that take a list. */
const NUMBER_LISTS: Record<string, unknown[]> = {
  allowed: [[1, 59, 1405]],
  numbers: [['1405-000123-1', '1405-000123-2']],
};

const NUMBERS: unknown[] = [0, 1, 59, 1405, 2 * 1024 * 1024, '59', '1405-000123', '2026-11-25', '0912***4567'];
const VERBATIM_SAMPLES: unknown[] = ['Sample', ''];
const VERBATIM_LISTS: unknown[] = [['Sample', 'Other']];
const OPTIONAL = new Set(['referenceId', 'cardPan', 'link']);

function samplesFor(name: string): unknown[] {
  const choices = CHOICES[name] ?? NUMBER_LISTS[name];
  if (choices) return choices;
  if (name === 'cities') return VERBATIM_LISTS;
  const samples = VERBATIM.has(name) ? VERBATIM_SAMPLES : NUMBERS;
  return OPTIONAL.has(name) ? [...samples, undefined, null] : samples;
}

/** The parameter names of a message function, read from its source (`(min, max) => …`). */
function parameterNames(fn: (...args: never[]) => unknown, where: string): string[] {
  const source = fn.toString();
  const list = /^\s*(?:async\s*)?(?:function\s*\w*\s*)?\(([^)]*)\)/.exec(source)?.[1];
  const single = /^\s*(?:async\s+)?(\w+)\s*=>/.exec(source)?.[1];
  if (list === undefined && single === undefined) throw new Error(`${where}: cannot read its parameters`);
  // A default (`template = ''`) is the caller's to leave out; the walk passes every parameter.
  const names =
    single !== undefined ? [single] : (list ?? '').split(',').map((part) => part.split('=')[0]?.trim() ?? '');
  const valid = names.filter((n) => n !== '');
  for (const n of valid) if (!/^\w+$/.test(n)) throw new Error(`${where}: parameter «${n}» is not a plain name`);
  return valid;
}

function* combinations(lists: unknown[][]): Generator<unknown[]> {
  if (lists.length === 0) {
    yield [];
    return;
  }
  const [first = [], ...rest] = lists;
  for (const value of first) for (const tail of combinations(rest)) yield [value, ...tail];
}

interface Text {
  where: string;
  text: string;
}

/** Every text a messages export produces: its strings, and each function's answers to the samples. */
function textsOf(value: unknown, where: string): Text[] {
  if (typeof value === 'string') return [{ where, text: value }];
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    const names = parameterNames(fn, where);
    return [...combinations(names.map(samplesFor))].flatMap((args) =>
      textsOf(fn(...args), `${where}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`),
    );
  }
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, `${where}.${key}`));
  return [];
}

/** The part of a text that must be Persian-digit only; null for an English text. */
function persianPart(text: string): string | null {
  if (!PERSIAN_LETTER.test(text)) return null;
  const bilingual = text.indexOf(' / ');
  return (bilingual === -1 ? text : text.slice(0, bilingual)).replace(LATIN_NAMES, '');
}

/** The texts with a Latin digit in their Persian part: the first found for each message. */
function offenders(texts: Text[]): string[] {
  const found = new Map<string, string>();
  for (const { where, text } of texts) {
    const persian = persianPart(text);
    const message = where.split('(')[0] ?? where;
    if (persian !== null && LATIN_DIGIT.test(persian) && !found.has(message)) found.set(message, `${where} → ${text}`);
  }
  return [...found.values()];
}

const moduleMessageFiles = fs
  .readdirSync(path.join(SRC, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    fs
      .readdirSync(path.join(SRC, 'modules', entry.name))
      .filter((file) => file.endsWith('.messages.ts'))
      .map((file) => path.join('modules', entry.name, file)),
  );
const messageFiles = [...moduleMessageFiles, path.join('lib', 'messages-fa.ts')];

describe('Persian digits in every message the API sends', () => {
  it('finds the messages of every module', () => {
    const modules = fs.readdirSync(path.join(SRC, 'modules'), { withFileTypes: true }).filter((e) => e.isDirectory());
    // Most modules answer the shopper; the walk must not silently see none.
    expect(moduleMessageFiles.length).toBeGreaterThan(modules.length / 2);
    expect(moduleMessageFiles).toContain(path.join('modules', 'customers', 'customers.messages.ts'));
  });

  it.each(messageFiles)('%s writes numbers in Persian digits', async (file) => {
    const exports = (await import(path.join(SRC, file))) as Record<string, unknown>;
    const texts = Object.entries(exports).flatMap(([name, value]) => textsOf(value, name));
    expect(texts.length, `${file} exports no message`).toBeGreaterThan(0);
    expect(offenders(texts)).toEqual([]);
  });

  it('the request validation messages write bounds and allowed numbers in Persian digits', () => {
    const issue = (fields: Record<string, unknown>) =>
      persianIssueMessage({ path: ['Quantity'], input: 1405, ...fields } as Parameters<typeof persianIssueMessage>[0]);
    const texts: Text[] = [];
    for (const origin of ['number', 'int', 'string', 'array', 'date'])
      for (const inclusive of [true, false])
        for (const bound of [0, 1, 59, 1405]) {
          texts.push({
            where: `too_small ${origin}`,
            text: issue({ code: 'too_small', origin, inclusive, minimum: bound }),
          });
          texts.push({
            where: `too_big ${origin}`,
            text: issue({ code: 'too_big', origin, inclusive, maximum: bound }),
          });
        }
    texts.push({ where: 'not_multiple_of', text: issue({ code: 'not_multiple_of', divisor: 59 }) });
    texts.push({ where: 'invalid_value one', text: issue({ code: 'invalid_value', values: [1405] }) });
    texts.push({ where: 'invalid_value many', text: issue({ code: 'invalid_value', values: [0, 5, 10, 15] }) });
    texts.push({ where: 'invalid_type', text: issue({ code: 'invalid_type', expected: 'int' }) });
    texts.push({
      where: 'invalid_type missing',
      text: issue({ code: 'invalid_type', expected: 'int', input: undefined }),
    });
    texts.push({ where: 'invalid_format', text: issue({ code: 'invalid_format', format: 'regex' }) });
    expect(offenders(texts)).toEqual([]);
  });

  it('sees a Latin digit where there is one (the check itself can fail)', () => {
    expect(offenders(textsOf({ wait: (seconds: number) => `${seconds} ثانیه صبر کنید.` }, 'sample'))).not.toEqual([]);
    expect(offenders(textsOf({ cli: (id: number) => `ردیف ${id} / Line ${id}` }, 'sample'))).not.toEqual([]);
    expect(offenders(textsOf({ english: (id: number) => `Order line ${id}` }, 'sample'))).toEqual([]);
  });
});
