// Every write first locks the shopper (lockShopper), so parallel calls on one cart end as if made one by one; the
// unique index on (customer, list, product, attributes hash) backs the one-line rule. Prices are always read anew.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  MAX_LINE_QUANTITY,
  toLatinDigits,
  type AddToCartRequest,
  type AttributeChoice,
  type CartActionResponse,
  type CartItem,
  type CartItemList,
  type IsInWishlistResponse,
  type UpdateCartQuantityRequest,
  type WishlistActionResponse,
  type WishlistResponse,
} from '@sabad/contract';
import type { Database, ShoppingListType } from '../../db/schema.js';
import { AppError, badRequest, conflict, isAppError, notFound, unprocessable } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { messagesFa } from '../../lib/messages-fa.js';
import type { MoneyFormatter } from '../../lib/money.js';
import type { Identity } from '../../plugins/identity.js';
import { createProductLines, type ProductQuote } from '../catalog/index.js';
import { createGuestCustomers } from '../customers/index.js';
import type { SettingsService } from '../settings/index.js';
import { cartMessages } from './cart.messages.js';
import * as repo from './cart.repository.js';

const guestCustomers = createGuestCustomers();

const productLines = createProductLines();

export interface CartService {
  items(identity: Identity): Promise<CartItemList>;
  add(identity: Identity, listType: ShoppingListType, request: Required<AddToCartRequest>): Promise<CartActionResponse>;
  updateQuantity(identity: Identity, request: UpdateCartQuantityRequest): Promise<CartActionResponse>;
  remove(identity: Identity, listType: ShoppingListType, lineId: number): Promise<CartActionResponse>;
  wishlist(identity: Identity): Promise<WishlistResponse>;
  isInWishlist(identity: Identity, productId: number): Promise<IsInWishlistResponse>;
  addToWishlist(identity: Identity, request: Required<AddToCartRequest>): Promise<WishlistActionResponse>;
  removeFromWishlist(identity: Identity, lineId: number): Promise<WishlistActionResponse>;
  moveWishlistItemToCart(identity: Identity, wishlistItemId: number): Promise<WishlistActionResponse>;
  applyGiftCard(identity: Identity, code: string): Promise<CartActionResponse>;
  removeGiftCard(identity: Identity, giftCardId: number): Promise<CartActionResponse>;
}

interface Problem {
  status: 404 | 409 | 422;
  message: string;
}

export function attributesHash(canonicalChoices: readonly AttributeChoice[]): string {
  return createHash('sha256').update(JSON.stringify(canonicalChoices)).digest('hex');
}

export function normaliseGiftCardCode(code: string): string {
  return toLatinDigits(code).trim().toUpperCase();
}

/** In the order nopCommerce reports them (stock last). */
export function lineProblems(quote: ProductQuote, quantity: number, listType: ShoppingListType): Problem[] {
  const { product } = quote;
  if (!product.onSale) return [{ status: 404, message: cartMessages.productNotOnSale }];
  const problems: Problem[] = [];
  if (listType === 'cart' && product.disableBuyButton)
    problems.push({ status: 422, message: cartMessages.buyDisabled });
  if (listType === 'wishlist' && product.disableWishlistButton)
    problems.push({ status: 422, message: cartMessages.wishlistDisabled });
  for (const message of quote.missingRequired) problems.push({ status: 422, message });
  if (quantity > MAX_LINE_QUANTITY)
    problems.push({ status: 422, message: cartMessages.lineQuantityLimit(MAX_LINE_QUANTITY) });
  if (product.allowedQuantities.length > 0) {
    if (!product.allowedQuantities.includes(quantity))
      problems.push({ status: 422, message: cartMessages.allowedQuantities(product.allowedQuantities) });
  } else {
    if (quantity < product.orderMinimumQuantity)
      problems.push({ status: 422, message: cartMessages.minimumQuantity(product.orderMinimumQuantity) });
    if (quantity > product.orderMaximumQuantity)
      problems.push({ status: 422, message: cartMessages.maximumQuantity(product.orderMaximumQuantity) });
  }
  if (listType === 'cart' && quote.availableQuantity !== null && quantity > quote.availableQuantity) {
    problems.push({
      status: 409,
      message:
        quote.availableQuantity === 0 ? cartMessages.outOfStock : cartMessages.onlyFewLeft(quote.availableQuantity),
    });
  }
  return problems;
}

function failWith(problems: Problem[]): never {
  // Stock (409) only when it is the sole problem; any rule broken is a 422.
  const status = problems.some((p) => p.status === 404) ? 404 : problems.every((p) => p.status === 409) ? 409 : 422;
  const messages = problems.map((p) => p.message);
  const [first] = messages;
  if (first === undefined) throw new Error('failWith needs at least one problem');
  throw new AppError(status, first, messages);
}

const MAX_MONEY = Number.MAX_SAFE_INTEGER;
const times = (unit: number, quantity: number) => Math.min(unit * quantity, MAX_MONEY);

export function createCartService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  settings: SettingsService;
}): CartService {
  const { db, clock } = deps;
  const now = () => clock.now().toISOString();

  async function readerId(identity: Identity): Promise<number | null> {
    if (identity.customer) return identity.customer.id;
    if (identity.guestId) return guestCustomers.findId(db, identity.guestId);
    return null;
  }

  async function writerId(trx: Kysely<Database>, identity: Identity): Promise<number> {
    let customerId: number | null = null;
    if (identity.customer) customerId = identity.customer.id;
    else if (identity.guestId) customerId = await guestCustomers.ensure(trx, identity.guestId, now());
    if (customerId === null) throw badRequest(cartMessages.guestIdRequired);
    await repo.lockShopper(trx, customerId);
    return customerId;
  }

  async function quoteForWrite(
    trx: Kysely<Database>,
    productId: number,
    choices: readonly AttributeChoice[],
  ): Promise<ProductQuote> {
    const quote = await productLines.quote(trx, productId, choices);
    if (!quote || !quote.product.onSale) throw notFound(messagesFa.productNotFound);
    return quote;
  }

  async function addLine(
    trx: Kysely<Database>,
    customerId: number,
    listType: ShoppingListType,
    request: { ProductId: number; Quantity: number; Attributes: AttributeChoice[] },
    maximumLines: number,
  ): Promise<void> {
    const quote = await quoteForWrite(trx, request.ProductId, request.Attributes);
    const hash = attributesHash(quote.canonicalChoices);
    const existing = await repo.findLineByIdentity(trx, {
      customerId,
      listType,
      productId: request.ProductId,
      attributesHash: hash,
    });
    const quantity = (existing?.quantity ?? 0) + request.Quantity;
    const problems = lineProblems(quote, quantity, listType);
    if (problems.length > 0) failWith(problems);
    if (existing) {
      await repo.setLineQuantity(trx, existing.id, quantity, now());
      return;
    }
    if ((await repo.countLines(trx, customerId, listType)) >= maximumLines) {
      const message =
        listType === 'cart' ? cartMessages.cartFull(maximumLines) : cartMessages.wishlistFull(maximumLines);
      throw unprocessable(message);
    }
    await repo.insertLine(trx, {
      customer_id: customerId,
      list_type: listType,
      product_id: request.ProductId,
      attributes_json: JSON.stringify(quote.canonicalChoices),
      attributes_hash: hash,
      quantity,
      created_at: now(),
    });
  }

  async function describeLine(line: repo.CartLineRow, money: MoneyFormatter): Promise<CartItem | undefined> {
    const choices = JSON.parse(line.attributes_json) as AttributeChoice[];
    let quote: ProductQuote | undefined;
    const warnings: string[] = [];
    try {
      quote = await productLines.quote(db, line.product_id, choices);
    } catch (error) {
      // The store changed the product's attributes since the line was added: show the line with why.
      if (!isAppError(error)) throw error;
      warnings.push(error.message);
      quote = await productLines.quote(db, line.product_id, []);
    }
    if (!quote) return undefined;
    warnings.push(...lineProblems(quote, line.quantity, line.list_type).map((problem) => problem.message));
    return {
      Id: line.id,
      ProductId: line.product_id,
      ProductName: quote.product.name,
      Sku: quote.sku,
      Quantity: line.quantity,
      PictureUrl: quote.pictureUrl,
      AttributeInfo: quote.attributeInfo,
      Attributes: choices,
      UnitPrice: money.format(quote.unitPrice),
      UnitPriceValue: quote.unitPrice,
      SubTotal: money.format(times(quote.unitPrice, line.quantity)),
      SubTotalValue: times(quote.unitPrice, line.quantity),
      Warnings: [...new Set(warnings)],
      InStock: quote.availableQuantity === null || quote.availableQuantity > 0,
      OrderMinimumQuantity: quote.product.orderMinimumQuantity,
      OrderMaximumQuantity: quote.product.orderMaximumQuantity,
      AllowedQuantities: quote.product.allowedQuantities,
      CustomProperties: {},
    };
  }

  async function describeList(customerId: number | null, listType: ShoppingListType): Promise<CartItem[]> {
    if (customerId === null) return [];
    const [lines, money] = await Promise.all([repo.listLines(db, customerId, listType), deps.settings.money()]);
    const items: CartItem[] = [];
    for (const line of lines) {
      const item = await describeLine(line, money);
      if (item) items.push(item);
    }
    return items;
  }

  // Read before a write transaction opens: on SQLite it holds the one connection.
  async function maximumLinesOf(listType: ShoppingListType): Promise<number> {
    const settings = await deps.settings.get();
    return listType === 'cart' ? settings.MaximumShoppingCartItems : settings.MaximumWishlistItems;
  }

  const ok = (message: string): CartActionResponse => ({ Success: true, Message: message, Errors: [] });
  const withWishlist = async (identity: Identity, answer: CartActionResponse): Promise<WishlistActionResponse> => ({
    ...answer,
    Result: { Items: await describeList(await readerId(identity), 'wishlist') },
  });

  const service: CartService = {
    async items(identity) {
      const items = await describeList(await readerId(identity), 'cart');
      const settings = await deps.settings.get();
      const subtotal = items.reduce((sum, item) => Math.min(sum + item.SubTotalValue, MAX_MONEY), 0);
      const warnings =
        items.length > 0 && subtotal < settings.MinOrderSubtotalAmount
          ? [cartMessages.belowMinimumSubtotal((await deps.settings.money()).format(settings.MinOrderSubtotalAmount))]
          : [];
      return { Items: items, Warnings: warnings, CustomProperties: {} };
    },

    async add(identity, listType, request) {
      const maximumLines = await maximumLinesOf(listType);
      await db
        .transaction()
        .execute(async (trx) => addLine(trx, await writerId(trx, identity), listType, request, maximumLines));
      return ok(listType === 'cart' ? cartMessages.addedToCart : cartMessages.addedToWishlist);
    },

    async updateQuantity(identity, request) {
      await db.transaction().execute(async (trx) => {
        const customerId = await writerId(trx, identity);
        const line = await repo.findLine(trx, customerId, 'cart', request.Id);
        if (!line) throw notFound(cartMessages.lineNotFound);
        if (line.product_id !== request.ProductId) throw badRequest(cartMessages.lineProductMismatch);
        const quote = await quoteForWrite(trx, line.product_id, JSON.parse(line.attributes_json) as AttributeChoice[]);
        const problems = lineProblems(quote, request.Quantity, 'cart');
        if (problems.length > 0) failWith(problems);
        await repo.setLineQuantity(trx, line.id, request.Quantity, now());
      });
      return ok(cartMessages.quantityUpdated);
    },

    async remove(identity, listType, lineId) {
      const lineNotFound = listType === 'cart' ? cartMessages.lineNotFound : cartMessages.wishlistItemNotFound;
      await db.transaction().execute(async (trx) => {
        const customerId = await readerIdInTransaction(trx, identity);
        const line = customerId === null ? undefined : await repo.findLine(trx, customerId, listType, lineId);
        if (!line) throw notFound(lineNotFound);
        await repo.deleteLine(trx, line.id);
      });
      return ok(listType === 'cart' ? cartMessages.lineRemoved : cartMessages.wishlistItemRemoved);
    },

    async addToWishlist(identity, request) {
      return withWishlist(identity, await service.add(identity, 'wishlist', request));
    },

    async removeFromWishlist(identity, lineId) {
      return withWishlist(identity, await service.remove(identity, 'wishlist', lineId));
    },

    async wishlist(identity) {
      return { Success: true, Result: { Items: await describeList(await readerId(identity), 'wishlist') } };
    },

    async isInWishlist(identity, productId) {
      const customerId = await readerId(identity);
      return {
        Success: true,
        Result: customerId !== null && (await repo.isProductInList(db, customerId, 'wishlist', productId)),
      };
    },

    async moveWishlistItemToCart(identity, wishlistItemId) {
      const maximumLines = await maximumLinesOf('cart');
      await db.transaction().execute(async (trx) => {
        const customerId = await readerIdInTransaction(trx, identity);
        const item = customerId === null ? undefined : await repo.findLine(trx, customerId, 'wishlist', wishlistItemId);
        if (!item || customerId === null) throw notFound(cartMessages.wishlistItemNotFound);
        await addLine(
          trx,
          customerId,
          'cart',
          {
            ProductId: item.product_id,
            Quantity: item.quantity,
            Attributes: JSON.parse(item.attributes_json) as AttributeChoice[],
          },
          maximumLines,
        );
        await repo.deleteLine(trx, item.id);
      });
      return withWishlist(identity, ok(cartMessages.movedToCart));
    },

    async applyGiftCard(identity, code) {
      const card = await repo.findGiftCardByCode(db, normaliseGiftCardCode(code));
      if (!card || card.is_active !== 1 || (await repo.giftCardBalance(db, card.id, Number(card.amount))) <= 0) {
        throw unprocessable(cartMessages.giftCardInvalid);
      }
      const applied = await db
        .transaction()
        .execute(async (trx) => repo.applyGiftCard(trx, await writerId(trx, identity), card.id, now()));
      if (!applied) throw conflict(cartMessages.giftCardAlreadyApplied);
      return ok(cartMessages.giftCardApplied);
    },

    async removeGiftCard(identity, giftCardId) {
      const customerId = await readerId(identity);
      const removed = customerId !== null && (await repo.removeGiftCard(db, customerId, giftCardId));
      if (!removed) throw notFound(cartMessages.giftCardNotApplied);
      return ok(cartMessages.giftCardRemoved);
    },
  };
  return service;

  async function readerIdInTransaction(trx: Kysely<Database>, identity: Identity): Promise<number | null> {
    const customerId = identity.customer
      ? identity.customer.id
      : identity.guestId
        ? await guestCustomers.findId(trx, identity.guestId)
        : null;
    if (customerId !== null) await repo.lockShopper(trx, customerId);
    return customerId;
  }
}
