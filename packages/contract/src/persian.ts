/**
 * Persian text helpers shared by the API and the storefront, so that what the shopper types
 * and what the server stores are normalised the same way.
 */

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Latin digits → Persian digits ("125" → "۱۲۵"). Other characters are kept. */
export function toPersianDigits(input: string | number): string {
  return String(input).replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]!);
}

/** Persian and Arabic-Indic digits → Latin digits ("۰۹۱۲" → "0912"). */
export function toLatinDigits(input: string): string {
  return input
    .replace(/[۰-۹]/g, (d) => String(PERSIAN_DIGITS.indexOf(d)))
    .replace(/[٠-٩]/g, (d) => String(ARABIC_DIGITS.indexOf(d)));
}

// Arabic harakat, tanwin, superscript alef and tatweel: ignored when searching.
const DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;
const ZERO_WIDTH = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * Folds a text for searching: Arabic ي/ك/ى/ة/أ/إ/ؤ to their Persian or plain forms, every digit to
 * Latin, diacritics dropped, zero-width joiners/non-joiners and runs of spaces to one space,
 * lower case. "مي‌خواهم ۱۲" and "می خواهم 12" fold to the same text.
 */
export function foldForSearch(input: string): string {
  return toLatinDigits(input)
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/ة/g, 'ه')
    .replace(/[أإٱ]/g, 'ا')
    .replace(/ؤ/g, 'و')
    .replace(DIACRITICS, '')
    .replace(ZERO_WIDTH, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const MONEY = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 });

/** An integer with Persian digits and the Persian thousands separator ("۱۲۵٬۰۰۰"). */
export function formatPersianNumber(value: number): string {
  return MONEY.format(value);
}
