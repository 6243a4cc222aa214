import { SKU_PATTERN } from './constants.js';
import { z } from 'zod';

export { SKU_PATTERN };

/** A SKU as typed or scanned: trimmed; letters, digits and the usual separators. */
export const ProductBySkuParams = z.object({
  sku: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(SKU_PATTERN, 'کد کالا فقط از حرف، رقم و جداکننده‌های - _ . تشکیل می‌شود.'),
});
export type ProductBySkuParams = z.infer<typeof ProductBySkuParams>;

/** `GET /product/bysku/{sku}`: the product a SKU (of the product or of one of its attribute combinations) belongs to. */
export const ProductBySku = z.object({ Id: z.number().int() }).meta({ id: 'ProductBySku' });
export type ProductBySku = z.infer<typeof ProductBySku>;
