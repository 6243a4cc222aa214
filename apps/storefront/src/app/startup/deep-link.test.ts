import { describe, expect, it } from 'vitest';
import { paymentResultPathFromUrl } from './deep-link';

describe('payment result deep link', () => {
  it('opens payment-result with success, message and orderId from the link', () => {
    expect(
      paymentResultPathFromUrl(
        'sabad://paymentresult?success=true&message=%D9%BE%D8%B1%D8%AF%D8%A7%D8%AE%D8%AA&orderId=42',
      ),
    ).toBe('/payment-result?success=true&message=%D9%BE%D8%B1%D8%AF%D8%A7%D8%AE%D8%AA&orderId=42');
  });

  it('ignores links without paymentresult', () => {
    expect(paymentResultPathFromUrl('sabad://product/12')).toBeNull();
  });
});
