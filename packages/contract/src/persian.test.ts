import { describe, expect, it } from 'vitest';
import { AddressInput } from './customer.js';
import {
  foldForSearch,
  formatPersianNumber,
  normalizePersianText,
  orderNumberInText,
  searchWords,
  toLatinDigits,
  toPersianDigits,
} from './persian.js';

describe('Persian text helpers', () => {
  it('converts digits both ways', () => {
    expect(toPersianDigits('Version 5.1.4')).toBe('Version ۵.۱.۴');
    expect(toLatinDigits('۰۹۱۲٣٤٥')).toBe('0912345');
  });

  it('folds Arabic letters, digits, ZWNJ and spacing to one form', () => {
    const forms = ['می‌خواهم ۱۲', 'مي‌خواهم 12', 'می خواهم ١٢', '  میخواهم   12 '];
    const folded = forms.map(foldForSearch);
    expect(new Set(folded.map((f) => f.replace(/ /g, ''))).size).toBe(1);
    expect(foldForSearch('كتاب')).toBe('کتاب');
    expect(foldForSearch('مُحَمَّد')).toBe('محمد');
  });

  it('folds presentation forms, hamza and madda seats, heh variants and Latin accents', () => {
    expect(foldForSearch('ﺳﻼﻡ')).toBe('سلام');
    expect(foldForSearch('آب‌معدنی')).toBe('اب معدنی');
    expect(foldForSearch('پائیز')).toBe(foldForSearch('پاییز'));
    expect(foldForSearch('خانۀ')).toBe('خانه');
    expect(foldForSearch('Café SAMSUNG Ｇａｌａｘｙ')).toBe('cafe samsung galaxy');
  });

  it('splits a text into folded search words at punctuation and spaces', () => {
    expect(searchWords('گوشی‌های Wi-Fi (مدل ۱۲۸GB)، نو!')).toEqual(['گوشی', 'های', 'wi', 'fi', 'مدل', '128gb', 'نو']);
    expect(searchWords('  ... ')).toEqual([]);
  });

  it('formats integers with Persian digits and separators', () => {
    expect(formatPersianNumber(125000)).toBe('۱۲۵\u066C۰۰۰');
  });

  it('writes exactly what Intl fa-IR writes, for whole numbers and for everything else', () => {
    const intl = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 });
    const values = [0, -0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 86900000];
    values.push(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, 1e21, -1, -1234567, 1.5, 2.5, -2.5, 0.4);
    values.push(NaN, Infinity, -Infinity);
    // A fixed walk over the magnitudes a store shows (prices in Toman, counts).
    let seed = 12345;
    for (let index = 0; index < 2000; index += 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      values.push(Math.floor((seed / 2147483648) * 10 ** (index % 16)));
    }
    for (const value of values) expect(formatPersianNumber(value), String(value)).toBe(intl.format(value));
  });
});

describe('what a shopper types (issue 34.13)', () => {
  it('makes Arabic ي, ى, ك and Arabic-Indic digits Persian, letter for letter', () => {
    const typed = 'علي كريمي، پلاك ٢٣ مصطفى';
    expect(normalizePersianText(typed)).toBe('علی کریمی، پلاک ۲۳ مصطفی');
    expect(normalizePersianText(typed)).toHaveLength(typed.length);
    // ة and أ are written in Persian too; Latin digits are left as typed ("MK270").
    expect(normalizePersianText('دائرةالمعارف أصفهان MK270')).toBe('دائرةالمعارف أصفهان MK270');
  });

  it('is applied by the contract before limits, so every route stores the same letters', () => {
    const parsed = AddressInput.parse({
      FirstName: ' علي ',
      LastName: 'كاظمي',
      PhoneNumber: '09121234567',
      StateProvinceId: 1,
      CityId: 1,
      Address1: 'خيابان ولي‌عصر، پلاك ٧',
      ZipPostalCode: '1234567890',
    });
    expect([parsed.FirstName, parsed.LastName, parsed.Address1]).toEqual(['علی', 'کاظمی', 'خیابان ولی‌عصر، پلاک ۷']);
  });
});

describe('an order number in a sentence (issue 34.11)', () => {
  it('is Persian digits joined by a slash, with no control character', () => {
    expect(orderNumberInText('1405-000012')).toBe('۱۴۰۵/۰۰۰۰۱۲');
    expect(orderNumberInText('۱۴۰۵-۰۰۰۰۱۲')).toBe('۱۴۰۵/۰۰۰۰۱۲');
  });
});
