import { AVATAR_FIELD } from '@sabad/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';
import { customerInfoQueryOptions } from './get-customer-info';
import { currentCustomerQueryOptions } from './get-current-customer';

export function uploadAvatar(file: File) {
  const formData = new FormData();
  formData.append(AVATAR_FIELD, file, file.name);
  return api.call('uploadAvatar', { formData });
}

export const deleteAvatar = () => api.call('deleteAvatar');

/** The new link goes into the stored customer at once: the side menu and the profile read it from there. */
function useAvatarMutation<A>(call: (arg: A) => Promise<{ AvatarUrl: string | null }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async ({ AvatarUrl }) => {
      const customer = session.get().customer;
      if (customer) await session.setCustomer({ ...customer, AvatarUrl });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentCustomerQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: customerInfoQueryOptions().queryKey }),
      ]);
    },
  });
}

export const useUploadAvatar = () => useAvatarMutation(uploadAvatar);
export const useDeleteAvatar = () => useAvatarMutation(() => deleteAvatar());
