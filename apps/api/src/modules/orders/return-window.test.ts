/**
 * The return window's rule on its own (the HTTP tests in modules/returns drive it through real
 * orders): where the window opens when nothing was delivered, and its exact end.
 */
import { describe, expect, it } from 'vitest';
import { isReturnRequestAllowed, returnRequestRefusal, returnWindowStart } from './return-window.js';

const settings = { ReturnRequestsEnabled: true, NumberOfDaysReturnRequestAvailable: 7 };
const complete = {
  orderStatus: 30,
  createdAt: '2026-11-01T10:00:00.000Z',
  paidAt: '2026-11-03T10:00:00.000Z',
  lastDeliveredAt: '2026-11-10T10:00:00.000Z',
};

describe('the return window', () => {
  it('opens at the last delivery, else the payment, else the placement', () => {
    expect(returnWindowStart(complete)).toBe('2026-11-10T10:00:00.000Z');
    expect(returnWindowStart({ ...complete, lastDeliveredAt: null })).toBe('2026-11-03T10:00:00.000Z');
    expect(returnWindowStart({ ...complete, lastDeliveredAt: null, paidAt: null })).toBe('2026-11-01T10:00:00.000Z');
  });

  it('closes exactly NumberOfDaysReturnRequestAvailable days after it opened', () => {
    expect(isReturnRequestAllowed(complete, settings, new Date('2026-11-17T09:59:59.999Z'))).toBe(true);
    expect(returnRequestRefusal(complete, settings, new Date('2026-11-17T10:00:00.000Z'))).toBe('window-closed');
    const nothingShipped = { ...complete, lastDeliveredAt: null };
    expect(returnRequestRefusal(nothingShipped, settings, new Date('2026-11-10T10:00:00.000Z'))).toBe('window-closed');
  });

  it('never closes with 0 days, and never opens for an order not Complete or with returns off', () => {
    const unlimited = { ...settings, NumberOfDaysReturnRequestAvailable: 0 };
    expect(isReturnRequestAllowed(complete, unlimited, new Date('2030-01-01T00:00:00.000Z'))).toBe(true);
    const now = new Date('2026-11-11T00:00:00.000Z');
    expect(returnRequestRefusal({ ...complete, orderStatus: 20 }, settings, now)).toBe('order-not-complete');
    expect(returnRequestRefusal(complete, { ...settings, ReturnRequestsEnabled: false }, now)).toBe('returns-disabled');
  });
});
