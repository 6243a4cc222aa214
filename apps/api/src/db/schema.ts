// Same on SQLite and PostgreSQL: money is integer Rial; flags 0/1 (better-sqlite3 cannot bind a
// boolean); timestamps ISO-8601 UTC text, which sorts correctly as text.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Id = Generated<number>;
type Flag = number;
type Timestamp = string;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface SettingTable {
  name: string;
  value: string;
}

export interface PictureTable {
  id: Id;
  mime_type: string;
  seo_filename: string;
  alt_text: string;
  width: number;
  height: number;
  data: Buffer;
  created_at: Timestamp;
  /** The object's key when the bytes live in object storage (ADR 0074); then `data` is empty. */
  storage_key: Defaulted<string | null>;
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
  /** Unique; NULL until first saved in the back office (ADR 0075). */
  slug: Defaulted<string | null>;
  meta_title: Defaulted<string>;
  meta_description: Defaulted<string>;
  /** Raised by every back-office edit (ADR 0065). */
  row_version: Defaulted<number>;
}

export interface ManufacturerTable {
  id: Id;
  name: string;
  description: string;
  picture_id: number | null;
  display_order: number;
  published: Flag;
  /** Unique; NULL until first saved in the back office (ADR 0075). */
  slug: Defaulted<string | null>;
  meta_title: Defaulted<string>;
  meta_description: Defaulted<string>;
  /** Raised by every back-office edit (ADR 0065). */
  row_version: Defaulted<number>;
}

export type ManageInventoryMethod = 'none' | 'product' | 'combinations';
export type BackorderMode = 'none' | 'allow';

export interface ProductTable {
  id: Id;
  name: string;
  short_description: string;
  full_description: string;
  sku: string;
  price: ColumnType<number, number, number>;
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
  show_on_home_page: Flag;
  mark_as_new: Flag;
  is_free_shipping: Flag;
  weight: number;
  approved_rating_sum: number;
  approved_total_reviews: number;
  sold_count: number;
  display_order: number;
  search_name: string;
  search_description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductCategoryTable {
  product_id: number;
  category_id: number;
  display_order: number;
}

/** Derived data (ADR 0017): written only by modules/catalog/category-listing.repository.ts. */
export interface CategoryListingTable {
  category_id: number;
  product_id: number;
  direct: Flag;
  display_order: number;
  name: string;
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

export interface ProductAttributeTable {
  id: Id;
  name: string;
  description: string;
}

export type AttributeControlType = 'DropdownList' | 'RadioList' | 'Checkboxes' | 'TextBox' | 'ColorSquares';

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
  published_at: Timestamp;
}

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
  customer_guid: string;
  email: string | null;
  mobile: string | null;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  is_guest: Flag;
  active: Flag;
  deleted: Flag;
  avatar_picture_id: number | null;
  created_at: Timestamp;
  last_activity_at: Timestamp;
  gender: ColumnType<'M' | 'F' | null, 'M' | 'F' | null | undefined, 'M' | 'F' | null>;
  /** Gregorian YYYY-MM-DD (the storefront shows and takes it in the Jalali calendar). */
  date_of_birth: ColumnType<string | null, string | null | undefined, string | null>;
  newsletter: ColumnType<number, number | undefined, number>;
  affiliate_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Raised by every back-office change to the customer, so a staff member's stale save is refused (ADR 0065). */
  row_version: Defaulted<number>;
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

export interface OutboxMessageTable {
  id: Id;
  channel: MessageChannel;
  recipient: string;
  subject: string;
  body: string;
  purpose: string;
  created_at: Timestamp;
}

export type VerificationPurpose = 'registration' | 'password-recovery' | 'mobile-verification' | 'contact-change';

/** Only an HMAC of the code, and a hash of any reset ticket, is kept. */
export interface VerificationCodeTable {
  id: Id;
  purpose: VerificationPurpose;
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

export interface RateLimitCounterTable {
  key: string;
  window_started_at: Timestamp;
  count: number;
}

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

export interface PendingRegistrationTable {
  identity: string;
  password_hash: string;
  created_at: Timestamp;
  affiliate_code: ColumnType<string | null, string | null | undefined, string | null>;
  first_name: ColumnType<string, string | undefined, string>;
  last_name: ColumnType<string, string | undefined, string>;
}

export interface SearchTermTable {
  term: string;
  product_id: number;
  /** 1 when the term occurs in the name (or SKU), 0 when only in the descriptions. */
  in_name: Flag;
  /** 1 for a word of the text, 0 for a joined pair of adjacent words. */
  is_word: Flag;
}

export interface SearchVocabularyTable {
  term: string;
  product_count: number;
}

/** Symmetric-delete keys of vocabulary words of 4+ letters: the word and each one-letter deletion. */
export interface SearchTypoKeyTable {
  typo_key: string;
  term: string;
}

export interface SearchSynonymTable {
  term: string;
  synonym: string;
}
export interface SearchSynonymTypoKeyTable {
  typo_key: string;
  term: string;
}

export type AddressAttributeControlType = 'DropdownList' | 'RadioList' | 'Checkboxes' | 'TextBox';

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
  phone_number: string;
  state_province_id: number;
  city_id: number;
  address1: string;
  address2: string;
  zip_postal_code: string;
  latitude: number | null;
  longitude: number | null;
  /** JSON: the chosen custom attributes, [{ "Key": "<attribute id>", "Value": "<value ids or text>" }]. */
  custom_attributes: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CompareItemTable {
  id: Id;
  customer_id: number;
  product_id: number;
  created_at: Timestamp;
}

export interface ProductReviewTable {
  id: Id;
  product_id: number;
  customer_id: number;
  title: string;
  review_text: string;
  rating: number;
  is_approved: Flag;
  created_at: Timestamp;
  approved_at: Timestamp | null;
}

export interface ProductReviewHelpfulnessTable {
  id: Id;
  product_review_id: number;
  customer_id: number;
  was_helpful: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BackInStockSubscriptionTable {
  id: Id;
  product_id: number;
  customer_id: number;
  created_at: Timestamp;
}

export type BackInStockNotificationStatus = 'pending' | 'sending' | 'sent';

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

export interface CompareItemTable {
  id: Id;
  customer_id: number;
  product_id: number;
  created_at: Timestamp;
}

export type ShoppingListType = 'cart' | 'wishlist';

export interface ShoppingCartItemTable {
  id: Id;
  customer_id: number;
  list_type: ShoppingListType;
  product_id: number;
  attributes_json: string;
  /** SHA-256 of the canonical choices (value ids and typed text): the line's identity. */
  attributes_hash: string;
  quantity: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GiftCardTable {
  id: Id;
  code: string;
  amount: number;
  is_active: Flag;
  created_at: Timestamp;
  /** Raised by every back-office edit (ADR 0065, 0076). */
  row_version: Defaulted<number>;
  recipient_name: Defaulted<string>;
  recipient_email: Defaulted<string>;
  sender_name: Defaulted<string>;
  message: Defaulted<string>;
}

/** What an order took off a gift card; the card's balance is its amount minus these. */
export interface GiftCardUsageTable {
  id: Id;
  gift_card_id: number;
  order_id: number | null;
  used_value: number;
  created_at: Timestamp;
}

export interface CartGiftCardTable {
  customer_id: number;
  gift_card_id: number;
  created_at: Timestamp;
}

export interface ShippingMethodTable {
  id: Id;
  system_name: string;
  name: string;
  description: string;
  rate_provider: string;
  rate_settings: string;
  pay_on_delivery: Flag;
  has_delivery_slots: Flag;
  is_active: Flag;
  display_order: number;
}

export interface DeliveryTimeRangeTable {
  id: Id;
  name: string;
  start_hour: number;
  end_hour: number;
  capacity: number;
  display_order: number;
}

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
  coupon_code: string;
  use_percentage: Defaulted<Flag>;
  percentage: Defaulted<number>;
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
  /** Raised by every back-office edit (ADR 0065, 0076). */
  row_version: Defaulted<number>;
  /** 1: the shopper types the code; 0: applied to every cart it qualifies for (ADR 0076). */
  requires_coupon_code: Defaulted<Flag>;
}

export interface CartDiscountTable {
  customer_id: number;
  discount_id: number;
  created_at: Timestamp;
}

export type OrderStatus = 10 | 20 | 30 | 40;
export type PaymentStatus = 10 | 20 | 30 | 35 | 40 | 50;
export type ShippingStatus = 10 | 20 | 25 | 30 | 40;

/** An order ("order" is reserved in SQL). Money in Rial. */
export interface CustomerOrderTable {
  id: Id;
  order_guid: string;
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
  /** The order's mobile as 09xxxxxxxxx (the customer's, else the billing phone), for the back office's search (ADR 0068). */
  search_mobile: Defaulted<string | null>;
  /** The billing name folded for search, "first last" and "last first", so either name matches by prefix. */
  search_name: Defaulted<string>;
  search_name_reversed: Defaulted<string>;
  /** Raised by every change to the order, so a staff member's stale save is refused (ADR 0065). */
  row_version: Defaulted<number>;
}

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

export interface BankChequeTable {
  id: Id;
  customer_id: number;
  order_id: number | null;
  holder: string;
  serial: string;
  amount: number;
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

export interface AffiliateTable {
  id: Id;
  customer_id: number;
  code: string;
  commission_rate: number;
  active: Defaulted<Flag>;
  created_at: Timestamp;
}

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

export interface IdempotencyRecordTable {
  customer_id: number;
  idempotency_key: string;
  operation: string;
  status_code: number | null;
  response_body: string | null;
  created_at: Timestamp;
}

export type QueuedMessageStatus = 'queued' | 'sending' | 'sent' | 'failed';

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

export type ReturnRequestStatus = 0 | 10 | 20 | 30 | 40 | 50 | 60;

export interface ReturnRequestChoiceTable {
  id: Id;
  name: string;
  display_order: Defaulted<number>;
}

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

export interface ReturnRequestUploadTable {
  picture_id: number;
  customer_id: number;
  attached_at: Timestamp | null;
  created_at: Timestamp;
}

export type RecurringCyclePeriod = 'day' | 'week' | 'month' | 'year';

export interface ProductTable {
  is_recurring: Defaulted<Flag>;
  recurring_cycle_length: Defaulted<number>;
  recurring_cycle_period: Defaulted<RecurringCyclePeriod>;
  recurring_total_cycles: Defaulted<number>;
}

export interface RecurringPaymentTable {
  id: Id;
  initial_order_id: number;
  customer_id: number;
  cycle_length: number;
  cycle_period: RecurringCyclePeriod;
  total_cycles: number;
  start_at: Timestamp;
  next_payment_at: Timestamp;
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

export type DownloadActivationType = 'paid' | 'manual';

export interface DownloadTable {
  id: Id;
  download_guid: string;
  content_type: string;
  file_name: string;
  extension: string;
  data: Buffer;
  created_at: Timestamp;
}

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

/** The back office's product editor (ADR 0072). */
export interface ProductTable {
  /** Unique; NULL until first saved in the back office. */
  slug: Defaulted<string | null>;
  meta_title: Defaulted<string>;
  meta_description: Defaulted<string>;
  /** Raised by every back-office edit of the product (ADR 0065). */
  row_version: Defaulted<number>;
}

export interface OrderItemTable {
  download_count: Defaulted<number>;
  is_download_activated: Defaulted<Flag>;
}

export interface ContactMessageTable {
  id: Id;
  full_name: string;
  email_or_mobile: string;
  subject: string;
  enquiry: string;
  customer_id: number | null;
  client_address: string;
  created_at: Timestamp;
  /** Set when staff answered it from the back office; it then leaves the moderation inbox (ADR 0069). */
  answered_at: Defaulted<Timestamp | null>;
  answer: Defaulted<string | null>;
}

export interface PushVapidKeyTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: Timestamp;
}

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

export interface PushOutboxTable {
  id: Id;
  endpoint: string;
  payload: string;
  created_at: Timestamp;
}

export interface StaffTable {
  id: Id;
  /** Lower-cased, so the unique index is case-insensitive. */
  email: string;
  name: Defaulted<string>;
  password_hash: string;
  /** Set by `staff create` and a reset: the one-time password must be replaced before any other work. */
  must_change_password: Defaulted<Flag>;
  totp_secret: Defaulted<string | null>;
  totp_confirmed: Defaulted<Flag>;
  totp_last_step: Defaulted<number | null>;
  active: Defaulted<Flag>;
  /** Raised by every change to the staff member, so a stale save is refused (ADR 0065). */
  row_version: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StaffRoleTable {
  id: Id;
  system_name: string;
  name: string;
}

export interface StaffRolePermissionTable {
  staff_role_id: number;
  permission: string;
}

export interface StaffRoleMappingTable {
  staff_id: number;
  staff_role_id: number;
}

export interface StaffSessionTable {
  id: Id;
  /** SHA-256 of the cookie's token: a copy of the table cannot sign anyone in. */
  token_hash: string;
  staff_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ip: string;
  user_agent: Defaulted<string>;
  revoked_at: Defaulted<Timestamp | null>;
  second_factor_done: Defaulted<Flag>;
}

export interface StaffRecoveryCodeTable {
  id: Id;
  staff_id: number;
  code_hash: string;
  used_at: Defaulted<Timestamp | null>;
}

export interface AuditLogTable {
  id: Id;
  /** Null for the operator CLI. */
  staff_id: number | null;
  staff_email: string;
  at: Timestamp;
  ip: string;
  area: string;
  entity_type: string;
  entity_id: string;
  action: string;
  before_json: string | null;
  after_json: string | null;
  /** The entity's row_version after this change, when it has one (ADR 0065's stale edits). */
  entity_version: number | null;
}

// The back office's content and settings (migration 0044, ADR 0077): the interfaces above, merged.
export interface BlogPostTable {
  /** Unique; null for posts written before the back office until one is given. */
  slug: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0: taken down (a draft); the storefront shows a post only when 1 and published_at has come. */
  published: Defaulted<Flag>;
  row_version: Defaulted<number>;
}

export interface TopicTable {
  row_version: Defaulted<number>;
}

export interface ShippingMethodTable {
  row_version: Defaulted<number>;
}

export interface DeliveryTimeRangeTable {
  row_version: Defaulted<number>;
}

/** One version per settings group (the `setting` table keeps a row per changed value only). */
export interface SettingGroupTable {
  name: string;
  row_version: number;
}
// Background jobs and the catalogue import (migration 0046, ADR 0079).
export interface BackgroundJobTable {
  id: Id;
  task: string;
  payload_json: string;
  status: 'queued' | 'running' | 'done' | 'failed' | 'interrupted';
  progress_done: Defaulted<number>;
  progress_total: Defaulted<number>;
  attempts: Defaulted<number>;
  error: string | null;
  worker_id: string | null;
  heartbeat_at: Timestamp | null;
  run_after: Timestamp;
  created_at: Timestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

export interface CatalogueImportTable {
  id: Id;
  file_name: string;
  format: 'csv' | 'xlsx';
  staff_id: number;
  staff_email: string;
  ip: string;
  job_id: number | null;
  total_rows: number;
  invalid_rows: number;
  errors_json: string;
  /** The next row (0-based position) the job applies: committed with each batch, so a restart resumes there. */
  next_position: Defaulted<number>;
  applied_rows: Defaulted<number>;
  failed_rows: Defaulted<number>;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface CatalogueImportRowTable {
  import_id: number;
  position: number;
  row_number: number;
  sku: string;
  values_json: string;
  errors_json: string | null;
  outcome: Defaulted<'pending' | 'applied' | 'failed'>;
  message: Defaulted<string>;
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
  staff: StaffTable;
  staff_role: StaffRoleTable;
  staff_role_permission: StaffRolePermissionTable;
  staff_role_mapping: StaffRoleMappingTable;
  staff_session: StaffSessionTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  audit_log: AuditLogTable;
  background_job: BackgroundJobTable;
  catalogue_import: CatalogueImportTable;
  catalogue_import_row: CatalogueImportRowTable;
  setting_group: SettingGroupTable;
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
export type StaffRow = Selectable<StaffTable>;
export type StaffSessionRow = Selectable<StaffSessionTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
