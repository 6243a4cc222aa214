import type { ProductDetails } from '@sabad/contract';
import { crossedOutPrice, type MoneyFormatter } from '../../lib/money.js';
import { createPictureUrls } from '../pictures/index.js';
import type { ProductPage } from './catalog.repository.js';
import { ratingAverage, toProductOverview } from './product-overview.js';
import { productStock } from './stock.js';

const pictureUrls = createPictureUrls();

export function toProductDetails(
  page: ProductPage,
  money: MoneyFormatter,
  sanitizedDescription: (html: string) => string,
): ProductDetails {
  const { product, orderableCombinations, pictures, categories, specifications, related } = page;
  const { attributeMappings: mappings, attributeValues: values } = page;
  const stock = productStock(product, orderableCombinations);
  const oldPrice = crossedOutPrice(product.price, product.old_price);

  return {
    Id: product.id,
    Name: product.name,
    Sku: product.sku,
    ShortDescription: product.short_description,
    FullDescription: sanitizedDescription(product.full_description),
    Pictures: pictures.map((picture) => {
      const ref = { id: picture.id, seoFilename: picture.seo_filename };
      return {
        Url: pictureUrls.of(ref, 'full'),
        ThumbUrl: pictureUrls.of(ref, 'thumb'),
        Alt: picture.alt_text || product.name,
      };
    }),
    Price: money.format(product.price),
    PriceValue: product.price,
    OldPrice: oldPrice === null ? null : money.format(oldPrice),
    OldPriceValue: oldPrice,
    StockAvailability: stock.text,
    InStock: stock.inStock,
    Brand:
      product.brand_id != null && product.brand_name != null
        ? {
            Id: product.brand_id,
            Name: product.brand_name,
            PictureUrl: pictureUrls.optional(product.brand_picture_id, product.brand_picture_seo, 'thumb'),
            CustomProperties: {},
          }
        : null,
    Categories: categories.map((category) => ({ Id: category.id, Name: category.name })),
    Specifications: specifications.map((spec) => ({
      Name: spec.attribute_name,
      Value: spec.custom_value || spec.option_name,
    })),
    ProductAttributes: mappings.map((mapping) => ({
      Id: mapping.id,
      Name: mapping.name,
      TextPrompt: mapping.text_prompt,
      IsRequired: mapping.is_required === 1,
      AttributeControlType: mapping.control_type,
      Values: values
        .filter((value) => value.mapping_id === mapping.id)
        .map((value) => ({
          Id: value.id,
          Name: value.name,
          PriceAdjustment: money.formatAdjustment(value.price_adjustment),
          PriceAdjustmentValue: value.price_adjustment,
          IsPreSelected: value.is_pre_selected === 1,
          ColorSquaresRgb: value.color_squares_rgb,
          PictureUrl: pictureUrls.optional(value.picture_id, value.picture_seo_filename, 'medium'),
        })),
    })),
    OrderMinimumQuantity: product.order_minimum_quantity,
    OrderMaximumQuantity: product.order_maximum_quantity,
    AllowedQuantities: product.allowed_quantities
      .split(',')
      .map((part) => Number(part.trim()))
      .filter((quantity) => Number.isInteger(quantity) && quantity > 0),
    DisableBuyButton: product.disable_buy_button === 1,
    DisableWishlistButton: product.disable_wishlist_button === 1,
    RatingAverage: ratingAverage(product.approved_rating_sum, product.approved_total_reviews),
    TotalReviews: product.approved_total_reviews,
    RelatedProducts: related.map((row) => toProductOverview(row, money)),
    CustomProperties: {},
  };
}
