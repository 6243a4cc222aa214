import { beforeEach, describe, expect, it } from 'vitest';
import { captureReferralCode, readReferralCode, referralLink } from './referral-code';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-25T08:00:00.000Z');

describe('the referral code a visitor arrives with', () => {
  beforeEach(() => localStorage.clear());

  it('keeps ?ref= for 30 days, then forgets it', async () => {
    await captureReferralCode('?utm_source=x&ref=ab12cd3', now);
    expect(await readReferralCode(now + 29 * DAY)).toBe('AB12CD3');
    expect(await readReferralCode(now + 30 * DAY)).toBeNull();
    expect(await readReferralCode(now)).toBeNull();
  });

  it('ignores an address without a usable code and keeps the one it had', async () => {
    await captureReferralCode('?ref=XY98ZW7', now);
    await captureReferralCode('', now + DAY);
    await captureReferralCode('?ref=<script>', now + DAY);
    expect(await readReferralCode(now + DAY)).toBe('XY98ZW7');
    await captureReferralCode('?ref=NEWER42', now + 2 * DAY);
    expect(await readReferralCode(now + 2 * DAY)).toBe('NEWER42');
  });

  it('builds the share link on the app origin', () => {
    expect(referralLink('https://sabad.example', 'AB12CD3')).toBe('https://sabad.example/?ref=AB12CD3');
  });
});
