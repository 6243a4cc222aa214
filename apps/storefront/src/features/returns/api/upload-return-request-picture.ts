import { RETURN_REQUEST_PICTURE_FIELD } from '@sabad/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function uploadReturnRequestPicture(file: File) {
  const formData = new FormData();
  formData.append(RETURN_REQUEST_PICTURE_FIELD, file, file.name);
  return api.call('uploadReturnRequestPicture', { formData });
}

export const useUploadReturnRequestPicture = () => useMutation({ mutationFn: uploadReturnRequestPicture });
