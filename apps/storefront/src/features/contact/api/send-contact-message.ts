import type { ContactUsRequest } from '@sabad/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const sendContactMessage = (message: ContactUsRequest) => api.call('contactUs', { body: message });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
