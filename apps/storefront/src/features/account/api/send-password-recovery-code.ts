import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sendPasswordRecoveryCode = (emailMobile: string) =>
  api.call('sendPasswordRecoveryCode', { query: { emailmobile: emailMobile } });

export const useSendPasswordRecoveryCode = () => useMutation({ mutationFn: sendPasswordRecoveryCode });
