import type { ProductOverview } from '@sabad/contract';
import { crossedOutPrice, type MoneyFormatter } from '../../lib/money.js';
import { createPictureUrls } from '../pictures/index.js';
import type { ListedOverviewRow } from './catalog.repository.js';
import { productStock } from './stock.js';

const pictureUrls = createPictureUrls();

export function ratingAverage(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

export function toProductOverview(row: ListedOverviewRow, money: MoneyFormatter): ProductOverview {
  const oldPrice = crossedOutPrice(row.price, row.old_price);
  return {
    Id: row.id,
    Name: row.name,
    ShortDescription: row.short_description,
    PictureUrl: pictureUrls.optional(row.picture_id, row.picture_seo_filename, 'medium'),
    Price: money.format(row.price),
    PriceValue: row.price,
    OldPrice: oldPrice === null ? null : money.format(oldPrice),
    OldPriceValue: oldPrice,
    InStock: productStock(row, Number(row.orderable_combinations ?? 0)).inStock,
    RatingAverage: ratingAverage(row.approved_rating_sum, row.approved_total_reviews),
    CustomProperties: {},
  };
}
