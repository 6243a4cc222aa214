import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** docs/product.md §7: POST /user/passwordrecoverysend/?emailmobile={value} with an empty body. */
export const sendPasswordRecoveryCode = (emailMobile: string) =>
  api.call('sendPasswordRecoveryCode', { query: { emailmobile: emailMobile } });

export const useSendPasswordRecoveryCode = () => useMutation({ mutationFn: sendPasswordRecoveryCode });
