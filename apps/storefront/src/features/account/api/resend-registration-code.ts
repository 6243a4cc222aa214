import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const resendRegistrationCode = (emailMobile: string) =>
  api.call('resendRegistrationCode', { body: { EmailMobile: emailMobile } });

export const useResendRegistrationCode = () => useMutation({ mutationFn: resendRegistrationCode });
