import type { RegisterRequest } from '@sabad/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readReferralCode } from '@/lib/referral-code';

export const register = async (body: RegisterRequest) => {
  const affiliateCode = await readReferralCode();
  return api.call('register', {
    body: { ...body, DeviceToken: '', ...(affiliateCode ? { AffiliateCode: affiliateCode } : {}) },
  });
};

export const useRegister = () => useMutation({ mutationFn: register });
