/**
 * Issue 34.15: every count and amount in a message the API writes has thousands separators («۱۲٬۳۴۵»). Every
 * `*.messages.ts` of the modules (read from the folder, so a new one is held to it too) and the validation
 * messages are called here with 12345 for each count or amount; identifiers (order numbers, codes, ids, dates)
 * are passed as strings and stay digit runs. Issue 34.11: none carries a bidi control character.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messagesFa, persianNumber, waitInPersianMinutes } from '../lib/messages-fa.js';
import { BIDI_CONTROLS } from '../testing/bidi-display.js';
import { persianIssueMessage } from './validation-messages.js';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Parameters that name something, not a quantity: written as digits only, never grouped.
const IDENTIFIER = '98765';
const IDENTIFIERS = new Set([
  'number',
  'orderNumber',
  'initialNumber',
  'code',
  'tracking',
  'referenceId',
  'cardPan',
  'to',
  'id',
  'jalaliDate',
  'date',
  'time',
  'key',
  'link',
]);
const ANY_NUMBER = 12345;
// Parameters that carry text (an owner's template, a hint another message made): a sentence, not a number.
const TEXTS = new Set(['name', 'template', 'hint', 'label', 'header', 'text', 'slug', 'holder', 'title']);
const BACK_OFFICE = /(staff|admin)[^/]*\.messages\.ts$/;
const LISTS = new Set(['allowed', 'cities', 'products', 'names', 'lines']);
const UNGROUPED = /[۰-۹]{4,}/g;
// A sample mobile number and a Jalali date are identifiers written in the messages themselves.
const LITERAL_IDENTIFIERS = [/۰۹۱۲۱۲۳۴۵۶۷/g, /[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/g];

function parameterNames(fn: (...args: never[]) => unknown): string[] {
  const source = fn.toString();
  const head = source.slice(0, source.indexOf('=>') >= 0 ? source.indexOf('=>') : source.indexOf('{'));
  const inner = head.includes('(') ? head.slice(head.indexOf('(') + 1, head.lastIndexOf(')')) : head;
  return inner
    .split(',')
    .map((part) => part.trim().split(/[\s=:]/)[0] ?? '')
    .filter((name) => name !== '');
}

function argumentFor(name: string): unknown {
  if (IDENTIFIERS.has(name)) return IDENTIFIER;
  if (name === 'numbers') return [IDENTIFIER];
  if (LISTS.has(name)) return [ANY_NUMBER, ANY_NUMBER];
  if (TEXTS.has(name)) return 'Sample';
  return ANY_NUMBER;
}

function ungrouped(text: string): string[] {
  let rest = text.split(persianNumber(IDENTIFIER)).join(' ');
  for (const literal of LITERAL_IDENTIFIERS) rest = rest.replace(literal, ' ');
  return rest.match(UNGROUPED) ?? [];
}

/** Every text a message object yields, each with the path that made it. */
function texts(value: unknown, at: string): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    const names = parameterNames(fn);
    return texts(fn(...names.map(argumentFor)), `${at}(${names.join(', ')})`);
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, `${at}.${key}`));
  }
  return [];
}

const messageFiles = fs.readdirSync(path.join(src, 'modules')).flatMap((area) =>
  fs
    .readdirSync(path.join(src, 'modules', area))
    .filter((file) => file.endsWith('.messages.ts'))
    .map((file) => path.join(src, 'modules', area, file)),
);

describe('numbers in messages (issue 34.15, 34.11)', () => {
  it('groups thousands, and uses no control character, in every message of every module', async () => {
    expect(messageFiles.length).toBeGreaterThan(15);
    const found: string[] = [];
    let calls = 0;
    for (const file of messageFiles) {
      const exports = (await import(file)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        for (const [where, text] of texts(value, `${path.basename(file)} ${name}`)) {
          calls++;
          for (const run of ungrouped(text)) found.push(`${where}: «${run}» in «${text}»`);
          // Back-office messages are read in a browser, where isolates render; the rest can reach a phone.
          if (!BACK_OFFICE.test(file) && BIDI_CONTROLS.test(text))
            found.push(`${where}: a bidi control character in «${text}»`);
        }
      }
    }
    expect(calls).toBeGreaterThan(300);
    expect(found).toEqual([]);
  });

  it('writes the count a shopper is shown grouped, and an identifier as it is', () => {
    expect(persianNumber(12345)).toBe('۱۲٬۳۴۵');
    expect(persianNumber(10000)).toBe('۱۰٬۰۰۰');
    expect(persianNumber('1405-000012')).toBe('۱۴۰۵-۰۰۰۰۱۲');
    expect(waitInPersianMinutes(60_000 * 60)).toBe('۶۰٬۰۰۰');
    expect(texts(messagesFa, 'messagesFa').flatMap(([, text]) => ungrouped(text))).toEqual([]);
  });

  it('would catch a count written without separators', () => {
    expect(ungrouped(`حداکثر ${persianNumber(String(ANY_NUMBER))} عدد`)).toEqual(['۱۲۳۴۵']);
  });

  it('groups the limits in validation messages', () => {
    const long = z.object({ Comments: z.string().max(5000) }).safeParse({ Comments: 'x'.repeat(5001) });
    const few = z.object({ Items: z.array(z.number()).min(1200) }).safeParse({ Items: [] });
    const messages = [...(long.error?.issues ?? []), ...(few.error?.issues ?? [])].map((issue) =>
      persianIssueMessage({ ...issue, input: undefined } as unknown as Parameters<typeof persianIssueMessage>[0]),
    );
    expect(messages).toEqual([
      '«Comments» باید حداکثر ۵٬۰۰۰ نویسه باشد.',
      '«Items» باید دست‌کم ۱٬۲۰۰ مورد داشته باشد.',
    ]);
  });
});
