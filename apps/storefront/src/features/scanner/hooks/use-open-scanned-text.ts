import { useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-error-message';
import * as fa from '@/strings/fa';
import { productBySkuQueryOptions } from '@/features/scanner/api/get-product-by-sku';
import { parseScannedText } from '@/features/scanner/scanned-text';
import { storeOrigins } from '@/features/scanner/store-origins';

export function useOpenScannedText() {
  const router = useIonRouter();
  const queryClient = useQueryClient();
  return useCallback(
    async (text: string): Promise<string | null> => {
      const target = parseScannedText(text, storeOrigins());
      if (target.kind === 'invalid') return fa.scanner.notAProductCode;
      let productId: number;
      if (target.kind === 'product') productId = target.productId;
      else {
        try {
          productId = (await queryClient.fetchQuery(productBySkuQueryOptions(target.sku))).Id;
        } catch (error) {
          return apiErrorMessage(error);
        }
      }
      router.push(paths.productDetails.link(productId), 'forward');
      return null;
    },
    [queryClient, router],
  );
}
