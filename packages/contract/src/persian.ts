/**
 * Persian text helpers shared by the API and the storefront, so that what the shopper types
 * and what the server stores are normalised the same way.
 */

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Latin digits → Persian digits ("125" → "۱۲۵"). Other characters are kept. */
export function toPersianDigits(input: string | number): string {
  return String(input).replace(/[0-9]/g, (d) => PERSIAN_DIGITS.charAt(Number(d)));
}

/**
 * An order number ("1405-000012") to write inside a Persian sentence (an SMS, a push, a note): Persian
 * digits, the year and the count joined by '/' («۱۴۰۵/۰۰۰۰۱۲»), with no control characters (ADR 0071).
 * After Persian letters the bidi algorithm makes Persian digits Arabic numbers (rule W2); a hyphen between
 * two of them stays neutral and the two groups swap («۰۰۰۰۱۲-۱۴۰۵»), while '/' is a common separator that
 * joins them into one number (W4). Isolates (U+2066…U+2069) did the same but show as boxes on many phones
 * and make an SMS longer.
 */
export function orderNumberInText(number: string): string {
  return toPersianDigits(number.replace(/-/g, '/'));
}

/** Persian and Arabic-Indic digits → Latin digits ("۰۹۱۲" → "0912"). */
export function toLatinDigits(input: string): string {
  return input
    .replace(/[۰-۹]/g, (d) => String(PERSIAN_DIGITS.indexOf(d)))
    .replace(/[٠-٩]/g, (d) => String(ARABIC_DIGITS.indexOf(d)));
}

/**
 * What a shopper types, as it is stored (ADR 0071): Arabic ي, ى and ك become Persian ی and ک, and Arabic-Indic
 * digits Persian ones, so that a name, an address or a comment typed on an Arabic keyboard reads, sorts and is
 * found like one typed on a Persian keyboard. ة, أ and the like are letters Persian writes too: they stay.
 * Every character maps to one character, so a length limit means the same before and after.
 */
export function normalizePersianText(input: string): string {
  return input
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[٠-٩]/g, (d) => PERSIAN_DIGITS.charAt(ARABIC_DIGITS.indexOf(d)));
}

// Arabic harakat, tanwin, superscript alef and tatweel: ignored when searching.
const DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;
// Every other combining mark (after NFKD: the madda of آ, the hamza of ئ and ۀ, Latin accents).
const COMBINING_MARKS = /\p{Mn}/gu;
const ZERO_WIDTH = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * Folds a text for searching: compatibility forms (Arabic presentation forms, full-width Latin)
 * to their plain letters, Arabic ي/ك/ى/ة/أ/إ/ؤ/ئ and heh variants to their Persian or plain forms,
 * آ to ا, every digit to Latin, diacritics and accents dropped, zero-width joiners/non-joiners and
 * runs of spaces to one space, lower case. "مي‌خواهم ۱۲" and "می خواهم 12" fold to the same text.
 */
export function foldForSearch(input: string): string {
  return toLatinDigits(input.normalize('NFKD'))
    .toLowerCase()
    .replace(DIACRITICS, '')
    .replace(COMBINING_MARKS, '')
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[ةەہھ]/g, 'ه')
    .replace(/[أإٱ]/g, 'ا')
    .replace(/ؤ/g, 'و')
    .replace(ZERO_WIDTH, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The words of a text as search matches them: folded (foldForSearch), then split at anything that
 * is not a letter or a digit ("Wi-Fi" → "wi", "fi"; "گوشی‌های" → "گوشی", "های").
 */
export function searchWords(input: string): string[] {
  return foldForSearch(input)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

// Made on first use, not when this module loads: the first Persian Intl.NumberFormat loads the locale's data,
// about 12 ms of a phone's start when a page's chunk brought this module (docs/adr/0038, 0039).
let money: Intl.NumberFormat | undefined;

/** The Persian (fa-IR) thousands separator, U+066C ARABIC THOUSANDS SEPARATOR, as Intl writes it. */
const THOUSANDS_SEPARATOR = '\u066C';

/** 0–999 in Persian digits, as written leading a number ("۷") and inside one ("۰۰۷"), each made on first use. */
const leadingGroups: string[] = [];
const innerGroups: string[] = [];

function leadingGroup(group: number): string {
  return (leadingGroups[group] ??= toPersianDigits(group));
}

function innerGroup(group: number): string {
  return (innerGroups[group] ??= toPersianDigits(String(group).padStart(3, '0')));
}

/**
 * An integer with Persian digits and the Persian thousands separator ("۱۲۵٬۰۰۰").
 *
 * Prices and counts (non-negative whole numbers) are written here three digits at a time: exactly
 * what `Intl.NumberFormat('fa-IR')` writes for them (persian.test.ts compares the two) at a fraction
 * of the cost. The API formats every price of every answer (issue 15), and a phone that shows only
 * such numbers never loads the locale's data (issue 14). Anything else (a negative, a fraction, -0,
 * NaN, a number past 2^53) goes to Intl: its signs, rounding and words are the locale's.
 */
export function formatPersianNumber(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0 || Object.is(value, -0)) {
    money ??= new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 });
    return money.format(value);
  }
  let rest = value;
  let out = '';
  while (rest >= 1000) {
    out = THOUSANDS_SEPARATOR + innerGroup(rest % 1000) + out;
    rest = Math.floor(rest / 1000);
  }
  return leadingGroup(rest) + out;
}
