/** Product attributes offered on the demo products, with values that adjust the price (Rial). */
import { itemAt } from '../../lib/lookup.js';
import type { AttributeControlType } from '../schema.js';
import type { AttributeTemplate } from './catalog.js';
import type { SeededRandom } from './random.js';

export interface PlannedAttributeValue {
  name: string;
  colorSquaresRgb: string | null;
  priceAdjustment: number;
  isPreSelected: boolean;
}

export interface PlannedAttribute {
  attributeName: string;
  controlType: AttributeControlType;
  textPrompt: string | null;
  isRequired: boolean;
  values: PlannedAttributeValue[];
  /** Part of the product's attribute combinations (its stock is kept per combination). */
  inCombinations: boolean;
}

/** The store's attribute catalogue (product_attribute rows), in insertion order. */
export const PRODUCT_ATTRIBUTES: Array<{ name: string; description: string }> = [
  { name: 'رنگ', description: 'رنگ بدنه یا پارچه' },
  { name: 'حافظه داخلی', description: 'ظرفیت حافظه ذخیره‌سازی' },
  { name: 'رم', description: 'حافظه موقت (RAM)' },
  { name: 'سایز', description: 'اندازه پوشاک یا کفش' },
  { name: 'گارانتی', description: 'نوع ضمانت' },
  { name: 'خدمات اضافه', description: 'خدمات اختیاری همراه سفارش' },
  { name: 'متن حکاکی', description: 'متنی که روی کالا حکاکی می‌شود' },
];

/** Colour names with the swatch shown for them, shared by colour attributes and the colour specification. */
export const COLOUR_PALETTE: Array<[string, string]> = [
  ['مشکی', '#1c1c1e'],
  ['سفید', '#f5f5f5'],
  ['نقره‌ای', '#c0c4c8'],
  ['آبی', '#2f5fa7'],
  ['سبز', '#3e7b58'],
  ['قرمز', '#c62828'],
  ['صورتی', '#f2a7bd'],
  ['طلایی', '#d4af37'],
  ['بنفش', '#7e57c2'],
  ['کرم', '#efe3c8'],
  ['خاکستری', '#8a8d91'],
  ['سرمه‌ای', '#1f2a4d'],
];

/** Rounds Rial to a price a shop would print: 100,000 for large amounts, 10,000 below. */
export function roundRial(amount: number): number {
  const step = amount >= 10_000_000 ? 100_000 : 10_000;
  return Math.round(amount / step) * step;
}

const value = (
  name: string,
  priceAdjustment = 0,
  isPreSelected = false,
  colorSquaresRgb: string | null = null,
): PlannedAttributeValue => ({
  name,
  colorSquaresRgb,
  priceAdjustment,
  isPreSelected,
});

function colours(random: SeededRandom, count: number): PlannedAttributeValue[] {
  const start = random.int(0, COLOUR_PALETTE.length - 1);
  return Array.from({ length: count }, (_, i) => {
    const [name, rgb] = itemAt(COLOUR_PALETTE, (start + i * 3) % COLOUR_PALETTE.length);
    return value(name, 0, i === 0, rgb);
  });
}

export function planAttribute(
  template: AttributeTemplate,
  price: number,
  random: SeededRandom,
  forCombinations: boolean,
): PlannedAttribute {
  const base = { textPrompt: null, isRequired: true, inCombinations: false };
  switch (template) {
    case 'phone-colour':
    case 'colour':
      return {
        ...base,
        attributeName: 'رنگ',
        controlType: 'ColorSquares',
        textPrompt: 'رنگ را انتخاب کنید',
        values: colours(random, forCombinations ? (template === 'phone-colour' ? 3 : 2) : random.int(2, 4)),
        inCombinations: forCombinations,
      };
    case 'storage': {
      const values = [value('۱۲۸ گیگابایت', 0, true), value('۲۵۶ گیگابایت', roundRial(price * 0.12))];
      if (price >= 500_000_000 && !forCombinations) values.push(value('۵۱۲ گیگابایت', roundRial(price * 0.28)));
      return {
        ...base,
        attributeName: 'حافظه داخلی',
        controlType: 'DropdownList',
        values,
        inCombinations: forCombinations,
      };
    }
    case 'ram':
      return {
        ...base,
        attributeName: 'رم',
        controlType: 'DropdownList',
        values: [value('۸ گیگابایت', 0, true), value('۱۶ گیگابایت', roundRial(price * 0.08))],
      };
    case 'clothing-size':
      return {
        ...base,
        attributeName: 'سایز',
        controlType: 'DropdownList',
        textPrompt: 'سایز را انتخاب کنید',
        values: [
          value('S'),
          value('M'),
          value('L'),
          value('XL'),
          value('XXL', roundRial(Math.max(price * 0.05, 300_000))),
        ],
      };
    case 'shoe-size':
      return {
        ...base,
        attributeName: 'سایز',
        controlType: 'DropdownList',
        textPrompt: 'سایز را انتخاب کنید',
        values: ['۴۰', '۴۱', '۴۲', '۴۳', '۴۴'].map((size) => value(size)),
        inCombinations: forCombinations,
      };
    case 'warranty':
      return {
        ...base,
        attributeName: 'گارانتی',
        controlType: 'RadioList',
        values: [
          value('گارانتی ۱۸ ماهه شرکتی', 0, true),
          value('گارانتی ۱۸ ماهه + بیمه حوادث', roundRial(Math.max(price * 0.03, 1_000_000))),
        ],
      };
    case 'extras':
      return {
        ...base,
        attributeName: 'خدمات اضافه',
        controlType: 'Checkboxes',
        isRequired: false,
        values: [
          value('بسته‌بندی هدیه', 1_500_000),
          value('نصب محافظ صفحه نمایش', 2_500_000),
          value('قاب محافظ', 4_900_000),
        ],
      };
    case 'gift-wrap':
      return {
        ...base,
        attributeName: 'خدمات اضافه',
        controlType: 'Checkboxes',
        isRequired: false,
        values: [value('بسته‌بندی هدیه', 800_000), value('کارت تبریک', 300_000)],
      };
    case 'delivery-services':
      return {
        ...base,
        attributeName: 'خدمات اضافه',
        controlType: 'Checkboxes',
        isRequired: false,
        values: [value('نصب و راه‌اندازی در محل', 3_500_000, true), value('حمل به طبقات بدون آسانسور', 1_500_000)],
      };
    case 'engraving':
      return {
        ...base,
        attributeName: 'متن حکاکی',
        controlType: 'TextBox',
        isRequired: false,
        textPrompt: 'متن حکاکی (اختیاری، حداکثر ۲۰ حرف)',
        values: [],
      };
  }
}
