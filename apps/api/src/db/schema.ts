/**
 * The one Database interface (Kysely). Column conventions, the same on SQLite and PostgreSQL
 * (docs/adr/0002-sqlite-and-postgresql.md):
 * - ids: integer identity; money: integer Rial (bigint in PostgreSQL, read back as number);
 * - flags: integer 0/1 (SQLite has no boolean and better-sqlite3 cannot bind one);
 * - timestamps: ISO-8601 UTC text ("2026-11-22T10:00:00.000Z"), which sorts correctly as text.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Id = Generated<number>;
type Flag = number;
type Timestamp = string;
/** A column with a database default: optional when inserting. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface SettingTable {
  name: string;
  value: string;
}

export interface PictureTable {
  id: Id;
  mime_type: string;
  /** Slug used in the picture's URL, for readable links and SEO. */
  seo_filename: string;
  alt_text: string;
  width: number;
  height: number;
  data: Buffer;
  created_at: Timestamp;
}

export interface CategoryTable {
  id: Id;
  name: string;
  description: string;
  /** 0 for a top-level category. */
  parent_category_id: number;
  picture_id: number | null;
  display_order: number;
  published: Flag;
  show_on_home_page: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ManufacturerTable {
  id: Id;
  name: string;
  description: string;
  picture_id: number | null;
  display_order: number;
  published: Flag;
}

/** How stock is tracked: not at all, on the product, or per attribute combination. */
export type ManageInventoryMethod = 'none' | 'product' | 'combinations';
/** Whether a tracked product may be ordered below zero stock. */
export type BackorderMode = 'none' | 'allow';

export interface ProductTable {
  id: Id;
  name: string;
  short_description: string;
  full_description: string;
  sku: string;
  /** Rial. */
  price: ColumnType<number, number, number>;
  /** Rial; null when there is no crossed-out price. */
  old_price: number | null;
  manufacturer_id: number | null;
  manage_inventory_method: ManageInventoryMethod;
  stock_quantity: number;
  backorder_mode: BackorderMode;
  order_minimum_quantity: number;
  order_maximum_quantity: number;
  /** Comma-separated list of the only quantities allowed; empty for any. */
  allowed_quantities: string;
  disable_buy_button: Flag;
  disable_wishlist_button: Flag;
  published: Flag;
  deleted: Flag;
  /** Featured on the home page. */
  show_on_home_page: Flag;
  mark_as_new: Flag;
  is_free_shipping: Flag;
  /** Grams. */
  weight: number;
  approved_rating_sum: number;
  approved_total_reviews: number;
  /** Units sold, for the best-sellers row. */
  sold_count: number;
  display_order: number;
  /** foldForSearch(name + sku): what search matches names against. */
  search_name: string;
  /** foldForSearch(short + full description, tags stripped). */
  search_description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductCategoryTable {
  product_id: number;
  category_id: number;
  display_order: number;
}

/**
 * Derived from product, product_category and category (docs/adr/0017): a listed product under each
 * reachable category whose list shows it, with the list's sort keys. Written only by
 * modules/catalog/category-listing.repository.ts.
 */
export interface CategoryListingTable {
  category_id: number;
  product_id: number;
  /** 1 when the product is in the category itself, 0 when only in a subcategory. */
  direct: Flag;
  display_order: number;
  name: string;
  /** Rial. */
  price: ColumnType<number, number, number>;
  created_at: Timestamp;
  manufacturer_id: number | null;
}

export interface ProductPictureTable {
  id: Id;
  product_id: number;
  picture_id: number;
  display_order: number;
}

export interface RelatedProductTable {
  product_id: number;
  related_product_id: number;
  display_order: number;
}

/** An attribute in the store's catalogue of attributes ("رنگ", "حافظه"). */
export interface ProductAttributeTable {
  id: Id;
  name: string;
  description: string;
}

export type AttributeControlType = 'DropdownList' | 'RadioList' | 'Checkboxes' | 'TextBox' | 'ColorSquares';

/** An attribute as offered on one product: its id is the Key of an attribute choice on the wire. */
export interface ProductAttributeMappingTable {
  id: Id;
  product_id: number;
  product_attribute_id: number;
  text_prompt: string | null;
  is_required: Flag;
  control_type: AttributeControlType;
  display_order: number;
}

export interface ProductAttributeValueTable {
  id: Id;
  mapping_id: number;
  name: string;
  color_squares_rgb: string | null;
  /** Rial added to the product price when chosen (may be negative). */
  price_adjustment: number;
  is_pre_selected: Flag;
  display_order: number;
  picture_id: number | null;
}

/** A combination of attribute values with its own stock (and optionally price and SKU). */
export interface ProductAttributeCombinationTable {
  id: Id;
  product_id: number;
  /** Canonical key of the chosen values: mapping ids ascending, "mappingId:valueId[+valueId]" joined by ";". */
  attributes_key: string;
  sku: string | null;
  stock_quantity: number;
  allow_out_of_stock_orders: Flag;
  /** Rial; replaces the computed price when set. */
  overridden_price: number | null;
  picture_id: number | null;
}

export interface SpecificationAttributeTable {
  id: Id;
  name: string;
  display_order: number;
}

export interface SpecificationAttributeOptionTable {
  id: Id;
  specification_attribute_id: number;
  name: string;
  color_rgb: string | null;
  display_order: number;
}

export interface ProductSpecificationAttributeTable {
  id: Id;
  product_id: number;
  specification_attribute_option_id: number;
  /** Free text shown instead of the option's name (e.g. "۶٫۱ اینچ"). */
  custom_value: string | null;
  allow_filtering: Flag;
  show_on_product_page: Flag;
  display_order: number;
}

export interface TopicTable {
  id: Id;
  system_name: string;
  title: string;
  /** HTML, sanitised when served. */
  body: string;
  meta_description: string;
  include_in_side_menu: Flag;
  accessible_when_store_closed: Flag;
  published: Flag;
  display_order: number;
}

export interface BlogPostTable {
  id: Id;
  title: string;
  body_overview: string;
  /** HTML, sanitised when stored (modules/blog) and again when served. */
  body: string;
  picture_id: number | null;
  allow_comments: Flag;
  /** A post shows from this moment on. */
  published_at: Timestamp;
}

// Blog (modules/blog, migration 0024): a post's tags, one row each, and customers' comments.

export interface BlogPostTagTable {
  blog_post_id: number;
  tag: string;
}

export interface BlogCommentTable {
  id: Id;
  blog_post_id: number;
  customer_id: number;
  comment_text: string;
  /** 0 while it waits for the store (BlogCommentsMustBeApproved). */
  is_approved: Flag;
  created_at: Timestamp;
  approved_at: Timestamp | null;
}

export interface CustomerTable {
  id: Id;
  /** The uuid a guest sends as Guest-Customer-Id; a fresh uuid for customers who registered directly. */
  customer_guid: string;
  /** Lower-cased; null for guests and mobile-only customers. */
  email: string | null;
  /** Normalised 09xxxxxxxxx; null when not given. */
  mobile: string | null;
  first_name: string;
  last_name: string;
  /** scrypt/argon2 PHC string; null for guests. */
  password_hash: string | null;
  is_guest: Flag;
  active: Flag;
  deleted: Flag;
  avatar_picture_id: number | null;
  created_at: Timestamp;
  last_activity_at: Timestamp;
  /** 'M', 'F' or null when not given. */
  gender: ColumnType<'M' | 'F' | null, 'M' | 'F' | null | undefined, 'M' | 'F' | null>;
  /** Gregorian YYYY-MM-DD (the storefront shows and takes it in the Jalali calendar). */
  date_of_birth: ColumnType<string | null, string | null | undefined, string | null>;
  newsletter: ColumnType<number, number | undefined, number>;
  /** The affiliate who brought the customer (their `?ref=` code at registration); null for most. */
  affiliate_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export type CustomerRoleSystemName = 'Guests' | 'Registered' | 'Administrators' | 'Affiliates';

export interface CustomerRoleTable {
  id: Id;
  system_name: CustomerRoleSystemName;
  name: string;
}

export interface CustomerRoleMappingTable {
  customer_id: number;
  customer_role_id: number;
}

/** Access tokens are stored only as a SHA-256 hash of the token the client holds. */
export interface AccessTokenTable {
  id: Id;
  customer_id: number;
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export type MessageChannel = 'email' | 'sms';

/** A message kept by the development outbox instead of being delivered. */
export interface OutboxMessageTable {
  id: Id;
  channel: MessageChannel;
  recipient: string;
  subject: string;
  body: string;
  /** Why it was sent ("password-recovery", "back-in-stock"…), for reading the outbox. */
  purpose: string;
  created_at: Timestamp;
}

export type VerificationPurpose = 'registration' | 'password-recovery' | 'mobile-verification' | 'contact-change';

/**
 * A one-time code sent by email or SMS. Only an HMAC of the code is kept. A verified code may
 * hand out a one-time reset ticket (also kept only as a hash).
 */
export interface VerificationCodeTable {
  id: Id;
  purpose: VerificationPurpose;
  /** The email address or 09xxxxxxxxx number the code was sent to. */
  identity: string;
  code_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  failed_attempts: Generated<number>;
  consumed_at: Timestamp | null;
  /** Set when a newer code for the same identity and purpose replaced this one. */
  superseded_at: Timestamp | null;
  ticket_hash: string | null;
  ticket_expires_at: Timestamp | null;
  ticket_used_at: Timestamp | null;
}

/** A fixed-window counter (e.g. login failures per account or per client address). */
export interface RateLimitCounterTable {
  key: string;
  window_started_at: Timestamp;
  count: number;
}

/** Iran's provinces (reference data from a migration). */
export interface StateProvinceTable {
  id: Id;
  name: string;
  display_order: number;
}

export interface CityTable {
  id: Id;
  state_province_id: number;
  name: string;
  display_order: number;
}

/** A registration waiting for its code; the password is already hashed. */
export interface PendingRegistrationTable {
  /** The normalised email or 09xxxxxxxxx number. */
  identity: string;
  password_hash: string;
  created_at: Timestamp;
  /** The `?ref=` code the visitor arrived with, kept until the registration is confirmed. */
  affiliate_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** Names typed at registration (issue 13), '' when not given; they go onto the customer row. */
  first_name: ColumnType<string, string | undefined, string>;
  last_name: ColumnType<string, string | undefined, string>;
}

/** One folded search term of a product (docs/adr/0007): a word, or two adjacent words joined. */
export interface SearchTermTable {
  term: string;
  product_id: number;
  /** 1 when the term occurs in the name (or SKU), 0 when only in the descriptions. */
  in_name: Flag;
  /** 1 for a word of the text, 0 for a joined pair of adjacent words. */
  is_word: Flag;
}

/** Every indexed word with how many products hold it: suggestions and typo candidates. */
export interface SearchVocabularyTable {
  term: string;
  product_count: number;
}

/** Symmetric-delete keys of vocabulary words of 4+ letters: the word and each one-letter deletion. */
export interface SearchTypoKeyTable {
  typo_key: string;
  term: string;
}

// --- issue 13 (defect 6): cross-script search synonyms ---
/** A folded term and one that finds the same products (stored in both directions): "samsung" / "سامسونگ". */
export interface SearchSynonymTable {
  term: string;
  synonym: string;
}
/** The symmetric-delete keys of synonym terms, as search_typo_key holds them for vocabulary words. */
export interface SearchSynonymTypoKeyTable {
  typo_key: string;
  term: string;
}
// --- end issue 13 search synonyms ---

export type AddressAttributeControlType = 'DropdownList' | 'RadioList' | 'Checkboxes' | 'TextBox';

/** A field the store adds to every address form ("پلاک", "واحد"…). */
export interface AddressAttributeTable {
  id: Id;
  name: string;
  is_required: Flag;
  control_type: AddressAttributeControlType;
  display_order: number;
}

export interface AddressAttributeValueTable {
  id: Id;
  address_attribute_id: number;
  name: string;
  is_pre_selected: Flag;
  display_order: number;
}

export interface AddressTable {
  id: Id;
  customer_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  /** 09xxxxxxxxx */
  phone_number: string;
  state_province_id: number;
  city_id: number;
  address1: string;
  address2: string;
  /** Ten digits. */
  zip_postal_code: string;
  latitude: number | null;
  longitude: number | null;
  /** JSON: the chosen custom attributes, [{ "Key": "<attribute id>", "Value": "<value ids or text>" }]. */
  custom_attributes: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A product on a shopper's compare list; the oldest rows give way when the list is full. */
export interface CompareItemTable {
  id: Id;
  customer_id: number;
  product_id: number;
  created_at: Timestamp;
}

/** A shopper's review of a product (nopCommerce's ProductReview); one per customer per product. */
export interface ProductReviewTable {
  id: Id;
  product_id: number;
  customer_id: number;
  title: string;
  review_text: string;
  /** 1 to 5. */
  rating: number;
  /** Only approved reviews are shown and counted in the product's approved_rating_sum. */
  is_approved: Flag;
  created_at: Timestamp;
  approved_at: Timestamp | null;
}

/** One customer's "was this review helpful?" answer; one per customer per review. */
export interface ProductReviewHelpfulnessTable {
  id: Id;
  product_review_id: number;
  customer_id: number;
  was_helpful: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A registered customer waiting for an out-of-stock product; ends when the notification is queued. */
export interface BackInStockSubscriptionTable {
  id: Id;
  product_id: number;
  customer_id: number;
  created_at: Timestamp;
}

export type BackInStockNotificationStatus = 'pending' | 'sending' | 'sent';

/** A back-in-stock message queued with the stock change, delivered after it commits. */
export interface BackInStockNotificationTable {
  id: Id;
  product_id: number;
  customer_id: number;
  channel: MessageChannel;
  recipient: string;
  subject: string;
  body: string;
  status: ColumnType<
    BackInStockNotificationStatus,
    BackInStockNotificationStatus | undefined,
    BackInStockNotificationStatus
  >;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: Timestamp;
  claimed_at: Timestamp | null;
  sent_at: Timestamp | null;
}

/** A product on a shopper's compare list; the oldest rows give way when the list is full. */
export interface CompareItemTable {
  id: Id;
  customer_id: number;
  product_id: number;
  created_at: Timestamp;
}

export type ShoppingListType = 'cart' | 'wishlist';

/** A cart or wishlist line (nopCommerce's ShoppingCartItem): one per customer, list, product and attribute set. */
export interface ShoppingCartItemTable {
  id: Id;
  customer_id: number;
  list_type: ShoppingListType;
  product_id: number;
  /** The attribute choices as sent, canonical order: `[{"Key":"12","Value":"40,41"}]`. */
  attributes_json: string;
  /** SHA-256 of the canonical choices (value ids and typed text): the line's identity. */
  attributes_hash: string;
  quantity: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GiftCardTable {
  id: Id;
  /** Upper-cased. */
  code: string;
  /** Rial. */
  amount: number;
  is_active: Flag;
  created_at: Timestamp;
}

/** What an order took off a gift card; the card's balance is its amount minus these. */
export interface GiftCardUsageTable {
  id: Id;
  gift_card_id: number;
  order_id: number | null;
  used_value: number;
  created_at: Timestamp;
}

/** Gift cards a shopper applied to their cart. */
export interface CartGiftCardTable {
  customer_id: number;
  gift_card_id: number;
  created_at: Timestamp;
}

/** A shipping method; `rate_provider` names the ShippingRateProvider that prices it from `rate_settings`. */
export interface ShippingMethodTable {
  id: Id;
  system_name: string;
  name: string;
  description: string;
  rate_provider: string;
  /** JSON read by the provider. */
  rate_settings: string;
  /** The carrier is paid on delivery (پس‌کرایه). */
  pay_on_delivery: Flag;
  has_delivery_slots: Flag;
  is_active: Flag;
  display_order: number;
}

/** A courier delivery window of a day, with how many deliveries fit in it. */
export interface DeliveryTimeRangeTable {
  id: Id;
  name: string;
  start_hour: number;
  end_hour: number;
  capacity: number;
  display_order: number;
}

/** A delivery slot held by a shopper while checking out (until `expires_at`) or taken by an order. */
export interface DeliverySlotHoldTable {
  id: Id;
  customer_id: number;
  /** YYYY-MM-DD, Tehran's calendar day. */
  delivery_date: string;
  time_range_id: number;
  order_id: number | null;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** The shopper's choices while going through checkout. */
export interface CheckoutStateTable {
  customer_id: number;
  billing_address_id: number | null;
  shipping_address_id: number | null;
  ship_to_same_address: Flag;
  shipping_method: string | null;
  payment_method: string | null;
  use_reward_points: Flag;
  updated_at: Timestamp;
}

export interface DiscountTable {
  id: Id;
  name: string;
  /** Upper-cased. */
  coupon_code: string;
  use_percentage: Defaulted<Flag>;
  percentage: Defaulted<number>;
  /** Rial. */
  amount: Defaulted<number>;
  /** Rial; 0: no cap. */
  maximum_amount: Defaulted<number>;
  minimum_subtotal: Defaulted<number>;
  starts_at: Defaulted<Timestamp | null>;
  ends_at: Defaulted<Timestamp | null>;
  limit_per_customer: Defaulted<number | null>;
  limit_total: Defaulted<number | null>;
  is_active: Defaulted<Flag>;
  created_at: Timestamp;
}

/** Discount codes a shopper applied to their cart. */
export interface CartDiscountTable {
  customer_id: number;
  discount_id: number;
  created_at: Timestamp;
}

/** nopCommerce's status values (docs/product.md §3). */
export type OrderStatus = 10 | 20 | 30 | 40;
export type PaymentStatus = 10 | 20 | 30 | 35 | 40 | 50;
export type ShippingStatus = 10 | 20 | 25 | 30 | 40;

/** An order ("order" is reserved in SQL). Money in Rial. */
export interface CustomerOrderTable {
  id: Id;
  order_guid: string;
  /** "1405-000123". */
  custom_order_number: string;
  customer_id: number;
  order_status: OrderStatus;
  payment_status: PaymentStatus;
  shipping_status: ShippingStatus;
  payment_method: string;
  shipping_method: Defaulted<string | null>;
  shipping_method_name: Defaulted<string | null>;
  pay_shipping_on_delivery: Defaulted<Flag>;
  delivery_date: Defaulted<string | null>;
  delivery_time_range: Defaulted<string | null>;
  subtotal: number;
  subtotal_discount: Defaulted<number>;
  shipping_fee: Defaulted<number>;
  payment_fee: Defaulted<number>;
  tax: Defaulted<number>;
  /** JSON: [{ "Rate": 10, "Value": 12345 }]. */
  tax_rates: Defaulted<string>;
  order_discount: Defaulted<number>;
  gift_cards_amount: Defaulted<number>;
  redeemed_reward_points: Defaulted<number>;
  redeemed_reward_points_amount: Defaulted<number>;
  order_total: number;
  refunded_amount: Defaulted<number>;
  hold_expires_at: Defaulted<Timestamp | null>;
  paid_at: Defaulted<Timestamp | null>;
  customer_ip: Defaulted<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A copy of an address as it was when the order was placed. */
export interface OrderAddressTable {
  id: Id;
  order_id: number;
  kind: 'billing' | 'shipping';
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string;
  state_province_id: number;
  state_province_name: string;
  city_id: number;
  city_name: string;
  address1: string;
  address2: string;
  zip_postal_code: string;
  latitude: number | null;
  longitude: number | null;
  custom_attributes: string;
}

/** An order line: a snapshot of what was bought and at what price. */
export interface OrderItemTable {
  id: Id;
  order_item_guid: string;
  order_id: number;
  product_id: number;
  product_name: string;
  sku: string;
  attributes_json: string;
  attribute_description: string;
  stock_source: 'product' | 'combination' | 'none';
  combination_id: number | null;
  unit_price: number;
  quantity: number;
  line_total: number;
  tax_rate: number;
  weight: number;
}

export interface OrderNoteTable {
  id: Id;
  order_id: number;
  note: string;
  display_to_customer: Flag;
  created_at: Timestamp;
}

export interface ShipmentTable {
  id: Id;
  order_id: number;
  tracking_number: string;
  shipped_at: Timestamp;
  delivered_at: Timestamp | null;
}

export type PaymentTransactionStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

/** One attempt to pay an order online, found again by the gateway's authority. */
export interface PaymentTransactionTable {
  id: Id;
  order_id: number;
  provider: string;
  authority: string;
  amount: number;
  status: PaymentTransactionStatus;
  reference_id: string | null;
  card_pan: string | null;
  message: string | null;
  return_to: ColumnType<'web' | 'app', 'web' | 'app' | undefined, 'web' | 'app'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type SandboxBankPaymentStatus = 'pending' | 'paid' | 'cancelled' | 'failed' | 'verified';

/** The sandbox bank's ledger: what a real bank keeps on its side. */
export interface SandboxBankPaymentTable {
  authority: string;
  amount: number;
  description: string;
  callback_url: string;
  status: SandboxBankPaymentStatus;
  reference_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type BankChequeStatus = 'pending' | 'accepted' | 'rejected';

/** A Sayadi cheque registered for the shopper's checkout, then for the order it pays. */
export interface BankChequeTable {
  id: Id;
  customer_id: number;
  order_id: number | null;
  holder: string;
  /** 16 digits. */
  serial: string;
  amount: number;
  /** YYYY-MM-DD. */
  due_date: string;
  status: BankChequeStatus;
  created_at: Timestamp;
}

export interface DiscountUsageTable {
  id: Id;
  discount_id: number;
  order_id: number;
  customer_id: number;
  amount: number;
  created_at: Timestamp;
}

export type RewardPointsKind =
  'registration' | 'redeemed' | 'returned' | 'earned' | 'cancelled' | 'adjusted' | 'expired';

/** The reward-points ledger: each row moves the balance by `points`. */
export interface RewardPointsHistoryTable {
  id: Id;
  customer_id: number;
  points: number;
  points_balance: number;
  used_amount: number;
  message: string;
  /** What moved the balance; with `order_id` unique, so each happens once per order. */
  kind: RewardPointsKind;
  order_id: number | null;
  ends_at: Timestamp | null;
  created_at: Timestamp;
  /** While set, the points wait for this moment and do not count (`points_balance` is meaningless until then). */
  activates_at: Defaulted<Timestamp | null>;
  /** What is left unspent of a positive row (spent oldest first); what expires at `ends_at`. */
  valid_points: Defaulted<number | null>;
}

// Affiliates and commissions (issue 12; modules/affiliates).
/** A customer who brings others with a referral code (`?ref=CODE`). */
export interface AffiliateTable {
  id: Id;
  customer_id: number;
  /** Upper-case letters and digits. */
  code: string;
  /** Percent of a referred order's subtotal after discounts. */
  commission_rate: number;
  active: Defaulted<Flag>;
  created_at: Timestamp;
}

/** What an affiliate earns on one paid order of a customer they brought (one row per order). */
export interface AffiliateCommissionTable {
  id: Id;
  affiliate_id: number;
  order_id: number;
  commission_rate: number;
  amount: number;
  is_paid: Defaulted<Flag>;
  paid_at: Defaulted<Timestamp | null>;
  voided_at: Defaulted<Timestamp | null>;
  created_at: Timestamp;
}

/** The first answer to a request with an Idempotency-Key, returned to every repeat. */
export interface IdempotencyRecordTable {
  customer_id: number;
  idempotency_key: string;
  operation: string;
  status_code: number | null;
  response_body: string | null;
  created_at: Timestamp;
}

export type QueuedMessageStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** A message written inside a business transaction, delivered after the commit (messaging module). */
export interface MessageQueueTable {
  id: Id;
  channel: MessageChannel;
  recipient: string;
  subject: string;
  body: string;
  purpose: string;
  status: ColumnType<QueuedMessageStatus, QueuedMessageStatus | undefined, QueuedMessageStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: Timestamp;
  claimed_at: Timestamp | null;
  sent_at: Timestamp | null;
}

// Return requests (modules/returns, migration 0017).

/** nopCommerce's return request statuses. */
export type ReturnRequestStatus = 0 | 10 | 20 | 30 | 40 | 50 | 60;

/** A store-managed choice offered on the return form (a reason, or a wished action). */
export interface ReturnRequestChoiceTable {
  id: Id;
  name: string;
  display_order: Defaulted<number>;
}

/** One order line asked back; the reason and action are kept as the text the shopper chose. */
export interface ReturnRequestTable {
  id: Id;
  custom_number: string;
  order_id: number;
  order_item_id: number;
  customer_id: number;
  quantity: number;
  reason_for_return: string;
  requested_action: string;
  customer_comments: Defaulted<string>;
  uploaded_picture_id: number | null;
  status: ColumnType<ReturnRequestStatus, ReturnRequestStatus | undefined, ReturnRequestStatus>;
  staff_notes: Defaulted<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Who uploaded a return photo, and whether a request attached it yet. */
export interface ReturnRequestUploadTable {
  picture_id: number;
  customer_id: number;
  attached_at: Timestamp | null;
  created_at: Timestamp;
}

// Recurring orders (modules/orders/recurring-*, migration 0020).

/** The unit of a subscription's cycle (nopCommerce's RecurringProductCyclePeriod). */
export type RecurringCyclePeriod = 'day' | 'week' | 'month' | 'year';

/** A product sold by subscription: its order repeats every cycle, `recurring_total_cycles` times in all. */
export interface ProductTable {
  is_recurring: Defaulted<Flag>;
  recurring_cycle_length: Defaulted<number>;
  recurring_cycle_period: Defaulted<RecurringCyclePeriod>;
  recurring_total_cycles: Defaulted<number>;
}

/** A subscription made by an order: the next order is due at `next_payment_at`. */
export interface RecurringPaymentTable {
  id: Id;
  initial_order_id: number;
  customer_id: number;
  cycle_length: number;
  cycle_period: RecurringCyclePeriod;
  total_cycles: number;
  start_at: Timestamp;
  next_payment_at: Timestamp;
  /** Cycles whose order was made, the initial order's included. */
  cycles_done: Defaulted<number>;
  is_active: Defaulted<Flag>;
  last_payment_failed: Defaulted<Flag>;
  created_at: Timestamp;
}

/** One cycle of a subscription: its order, or (order_id null) the error of its last failed attempt. */
export interface RecurringPaymentHistoryTable {
  id: Id;
  recurring_payment_id: number;
  cycle_number: number;
  order_id: number | null;
  error: string | null;
  created_at: Timestamp;
}

// Downloadable products (modules/downloads, migration 0018).

/** When an order line's download becomes available: when its order is paid, or when the store activates it. */
export type DownloadActivationType = 'paid' | 'manual';

/** A file a product sells; its bytes live here like pictures'. */
export interface DownloadTable {
  id: Id;
  download_guid: string;
  content_type: string;
  /** Without the extension; Persian allowed ("راهنمای خرید گوشی"). */
  file_name: string;
  /** With its dot: ".pdf". */
  extension: string;
  data: Buffer;
  created_at: Timestamp;
}

/** A downloadable product's file and its download rules; and whether the product ships at all. */
export interface ProductTable {
  is_download: Defaulted<Flag>;
  download_id: Defaulted<number | null>;
  unlimited_downloads: Defaulted<Flag>;
  /** null: the store's MaxNumberOfDownloads. */
  max_number_of_downloads: Defaulted<number | null>;
  /** null: the store's DownloadExpirationDays (0 there: never). */
  download_expiration_days: Defaulted<number | null>;
  download_activation_type: Defaulted<DownloadActivationType>;
  has_user_agreement: Defaulted<Flag>;
  user_agreement_text: Defaulted<string>;
  /** 0 for a product nothing is shipped for (a download): an order of only such lines needs no shipping. */
  is_ship_enabled: Defaulted<Flag>;
}

/** What an order line's download used: how many times it was downloaded, and the store's manual activation. */
export interface OrderItemTable {
  download_count: Defaulted<number>;
  is_download_activated: Defaulted<Flag>;
}

// Contact us (modules/contact, migration 0021).

/** A message a shopper sent from the contact page. */
export interface ContactMessageTable {
  id: Id;
  full_name: string;
  /** Normalised: lower-case email or 09xxxxxxxxx. */
  email_or_mobile: string;
  subject: string;
  enquiry: string;
  customer_id: number | null;
  client_address: string;
  created_at: Timestamp;
}

// Web Push (modules/push, migration 0025).

/** The server's VAPID key pair (url-safe base64), one row, made on first start. */
export interface PushVapidKeyTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: Timestamp;
}

/** A browser's push subscription: where to send, the keys to encrypt with, and who it is for. */
export interface PushSubscriptionTable {
  id: Id;
  endpoint: string;
  p256dh: string;
  auth: string;
  topic: string;
  customer_id: number | null;
  /** Sends that failed for another reason than 404/410 (which delete the subscription). */
  failure_count: Defaulted<number>;
  last_failure: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A push to a customer's browsers, queued in a business transaction and sent after its commit. */
export interface PushQueueTable {
  id: Id;
  customer_id: number;
  title: string;
  body: string;
  url: string;
  purpose: string;
  status: Defaulted<'pending' | 'sending' | 'sent'>;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** Development transport: what would have been pushed, to which endpoint. */
export interface PushOutboxTable {
  id: Id;
  endpoint: string;
  payload: string;
  created_at: Timestamp;
}

export interface Database {
  setting: SettingTable;
  picture: PictureTable;
  category: CategoryTable;
  manufacturer: ManufacturerTable;
  product: ProductTable;
  product_category: ProductCategoryTable;
  category_listing: CategoryListingTable;
  product_picture: ProductPictureTable;
  related_product: RelatedProductTable;
  product_attribute: ProductAttributeTable;
  product_attribute_mapping: ProductAttributeMappingTable;
  product_attribute_value: ProductAttributeValueTable;
  product_attribute_combination: ProductAttributeCombinationTable;
  specification_attribute: SpecificationAttributeTable;
  specification_attribute_option: SpecificationAttributeOptionTable;
  product_specification_attribute: ProductSpecificationAttributeTable;
  topic: TopicTable;
  blog_post: BlogPostTable;
  blog_post_tag: BlogPostTagTable;
  blog_comment: BlogCommentTable;
  customer: CustomerTable;
  customer_role: CustomerRoleTable;
  customer_role_mapping: CustomerRoleMappingTable;
  access_token: AccessTokenTable;
  outbox_message: OutboxMessageTable;
  verification_code: VerificationCodeTable;
  rate_limit_counter: RateLimitCounterTable;
  state_province: StateProvinceTable;
  city: CityTable;
  pending_registration: PendingRegistrationTable;
  search_term: SearchTermTable;
  search_vocabulary: SearchVocabularyTable;
  search_typo_key: SearchTypoKeyTable;
  search_synonym: SearchSynonymTable;
  search_synonym_typo_key: SearchSynonymTypoKeyTable;
  address_attribute: AddressAttributeTable;
  address_attribute_value: AddressAttributeValueTable;
  address: AddressTable;
  shopping_cart_item: ShoppingCartItemTable;
  gift_card: GiftCardTable;
  gift_card_usage: GiftCardUsageTable;
  cart_gift_card: CartGiftCardTable;
  product_review: ProductReviewTable;
  product_review_helpfulness: ProductReviewHelpfulnessTable;
  back_in_stock_subscription: BackInStockSubscriptionTable;
  back_in_stock_notification: BackInStockNotificationTable;
  compare_item: CompareItemTable;
  shipping_method: ShippingMethodTable;
  delivery_time_range: DeliveryTimeRangeTable;
  delivery_slot_hold: DeliverySlotHoldTable;
  checkout_state: CheckoutStateTable;
  discount: DiscountTable;
  cart_discount: CartDiscountTable;
  customer_order: CustomerOrderTable;
  order_address: OrderAddressTable;
  order_item: OrderItemTable;
  order_note: OrderNoteTable;
  shipment: ShipmentTable;
  payment_transaction: PaymentTransactionTable;
  bank_cheque: BankChequeTable;
  discount_usage: DiscountUsageTable;
  reward_points_history: RewardPointsHistoryTable;
  idempotency_record: IdempotencyRecordTable;
  message_queue: MessageQueueTable;
  sandbox_bank_payment: SandboxBankPaymentTable;
  download: DownloadTable;
  return_request_reason: ReturnRequestChoiceTable;
  return_request_action: ReturnRequestChoiceTable;
  return_request: ReturnRequestTable;
  return_request_upload: ReturnRequestUploadTable;
  recurring_payment: RecurringPaymentTable;
  recurring_payment_history: RecurringPaymentHistoryTable;
  affiliate: AffiliateTable;
  affiliate_commission: AffiliateCommissionTable;
  contact_message: ContactMessageTable;
  push_vapid_key: PushVapidKeyTable;
  push_subscription: PushSubscriptionTable;
  push_queue: PushQueueTable;
  push_outbox: PushOutboxTable;
}

export type ProductRow = Selectable<ProductTable>;
export type NewProduct = Insertable<ProductTable>;
export type ProductUpdate = Updateable<ProductTable>;
export type CategoryRow = Selectable<CategoryTable>;
export type NewCategory = Insertable<CategoryTable>;
export type ManufacturerRow = Selectable<ManufacturerTable>;
export type PictureRow = Selectable<PictureTable>;
export type NewPicture = Insertable<PictureTable>;
export type TopicRow = Selectable<TopicTable>;
export type CustomerRow = Selectable<CustomerTable>;
export type NewCustomer = Insertable<CustomerTable>;
export type AccessTokenRow = Selectable<AccessTokenTable>;
