import type { DownloadableProduct } from '@sabad/contract';
import { fileNameOfDisposition } from '@/features/downloads/file-name';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveFile } from '@/features/downloads/save-file';
import { downloadsKeys } from './downloads-keys';

export interface DownloadRequest {
  item: DownloadableProduct;
  agree: boolean;
}

export async function downloadFile({ item, agree }: DownloadRequest): Promise<string> {
  const file = await api.download('getDownload', {
    params: { orderItemGuid: item.OrderItemGuid },
    query: agree ? { agree: true } : {},
  });
  const fileName = fileNameOfDisposition(file.disposition) ?? item.ProductName;
  saveFile(file.blob, fileName);
  return fileName;
}

export function useDownloadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadFile,
    // A download is counted (or was refused because the line changed): the list shows what is left.
    onSettled: () => queryClient.invalidateQueries({ queryKey: downloadsKeys.all }),
  });
}
