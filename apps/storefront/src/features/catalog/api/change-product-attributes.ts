import type { AttributeChoice } from '@sabad/contract';
import { api } from '@/lib/api-client';

export const changeProductAttributes = (productId: number, attrValues: AttributeChoice[]) =>
  api.call('changeProductAttributes', {
    body: { productId, validateAttributeConditions: false, loadPicture: false, attrValues },
  });
