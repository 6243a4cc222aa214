import { render } from '@testing-library/react';
import bidiJs from 'bidi-js';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { toPersianDigits } from '@/lib/format';
import { LtrIsolate, Num } from './ltr';
import { Money } from './money';

const bidi = bidiJs();

const LRI = '\u2066';
const PDI = '\u2069';

/** The paragraph's text as the bidi algorithm sees it: an element with dir="ltr" is a left-to-right isolate. */
function logicalText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  const element = node as Element;
  const inner = [...element.childNodes].map(logicalText).join('');
  const isolates =
    element.getAttribute?.('dir') === 'ltr' && (element.tagName === 'BDI' || /isolate/.test(element.className));
  return isolates ? `${LRI}${inner}${PDI}` : inner;
}

/** What the eye meets from left to right in a right-to-left paragraph (UAX #9, as bidi-js implements it). */
function displayed(text: string): string {
  return bidi.getReorderedString(text, bidi.getEmbeddingLevels(text, 'rtl')).replace(/[\u2066-\u2069]/g, '');
}

function shown(children: ReactNode): string {
  const { container } = render(<p dir="rtl">{children}</p>);
  return displayed(logicalText(container.firstChild as Node));
}

describe('numbers a right-to-left line would reverse', () => {
  const orderNumber = toPersianDigits('1405-000012');
  const mobile = toPersianDigits('0912 345 6789');

  it('would reverse an order number and a mobile without isolation (the reason for the component)', () => {
    expect(displayed(`سفارش ${orderNumber} ثبت شد`)).not.toContain(orderNumber);
    expect(displayed(`شمارهٔ ${mobile} تماس`)).not.toContain(mobile);
  });

  it('keeps an order number in reading order inside Persian text', () => {
    expect(
      shown(
        <>
          سفارش <Num value="1405-000012" /> ثبت شد
        </>,
      ),
    ).toContain(orderNumber);
  });

  it('keeps a mobile number in reading order inside Persian text', () => {
    expect(
      shown(
        <>
          شمارهٔ <Num value="0912 345 6789" /> تماس
        </>,
      ),
    ).toContain(mobile);
  });

  it('keeps a tracking code with Latin letters and digits whole', () => {
    expect(
      shown(
        <>
          کد رهگیری <LtrIsolate>IR-2024 5567</LtrIsolate> است
        </>,
      ),
    ).toContain('IR-2024 5567');
  });

  it('writes an amount in Toman with Persian digits, a negative with its minus before the number', () => {
    // Read from the right: the number, then «تومان» (shown reversed here because this is display order).
    expect(shown(<Money rial={1_250_000} />)).toBe(`${[...'تومان'].reverse().join('')} ۱۲۵٬۰۰۰`);
    const refund = shown(
      <>
        بازپرداخت <Money rial={-50_000} />
      </>,
    );
    expect(refund).toContain('−۵٬۰۰۰');
  });
});
