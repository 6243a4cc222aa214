import { beforeEach, describe, expect, it } from 'vitest';
import { captureReferralCode } from '@/lib/referral-code';
import { installFakeApi } from '@/test/fake-api';
import { register } from './register';

const started = { Success: true, Message: 'کد فرستاده شد.', ExpiresInSeconds: 600, SentTo: 'ma***@example.com' };

describe('registration and the referral code', () => {
  beforeEach(() => localStorage.clear());

  it('sends the code the visitor arrived with', async () => {
    await captureReferralCode('?ref=ab12cd3');
    const { requests } = installFakeApi({ 'POST /api/v2/account/register': started });
    await register({ Email: 'maryam@example.com', Password: 'secret-1405' });
    expect(requests[0]?.body).toEqual({
      Email: 'maryam@example.com',
      Password: 'secret-1405',
      DeviceToken: '',
      AffiliateCode: 'AB12CD3',
    });
  });

  it('sends none without one', async () => {
    const { requests } = installFakeApi({ 'POST /api/v2/account/register': started });
    await register({ Email: 'maryam@example.com', Password: 'secret-1405' });
    expect(requests[0]?.body).not.toHaveProperty('AffiliateCode');
  });
});
