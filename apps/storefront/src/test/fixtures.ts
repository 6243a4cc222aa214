import {
  AddressForm,
  AppConfig,
  CatalogSettings,
  CityList,
  ContactInfo,
  CurrentCustomer,
  CustomerInfo,
  CustomerSettings,
  CategoryTree,
  HomePage,
  ProductDetails,
  ProductList,
  StoreClosedStatus,
  StoreLogo,
  Topic,
  TopicList,
  type Category,
  type ProductOverview,
} from '@sabad/contract';

/** Contract-shaped answers for the fake API; each is parsed with the contract's schema so it cannot drift. */
export function product(id: number, overrides: Partial<ProductOverview> = {}): ProductOverview {
  return {
    Id: id,
    Name: `محصول آزمایشی ${id}`,
    ShortDescription: 'توضیح کوتاه',
    PictureUrl: `/images/${id}/medium/product-${id}.webp`,
    Price: '۱۲۵٬۰۰۰ تومان',
    PriceValue: 1_250_000,
    OldPrice: null,
    OldPriceValue: null,
    InStock: true,
    RatingAverage: 0,
    CustomProperties: {},
    ...overrides,
  };
}

export function category(id: number, name: string, subCategories: Category[] = []): Category {
  return {
    Id: id,
    Name: name,
    ParentCategoryId: 0,
    PictureUrl: `/images/c${id}.webp`,
    DisplayOrder: id,
    SubCategories: subCategories,
    CustomProperties: {},
  };
}

export const topicList = TopicList.parse({
  Items: [
    { Id: 1, SystemName: 'about-us', Title: 'درباره ما', CustomProperties: {} },
    { Id: 2, SystemName: 'shipping', Title: 'شرایط ارسال', CustomProperties: {} },
  ],
});

export const aboutUsTopic = Topic.parse({
  Id: 1,
  SystemName: 'about-us',
  Title: 'درباره ما',
  Body: '<h2>چرا سبد؟</h2><p>ضمانت اصالت کالا</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>',
  MetaDescription: '',
  CustomProperties: {},
});

export const homePage = HomePage.parse({
  Categories: [category(1, 'موبایل و تبلت'), category(2, 'لپ‌تاپ و کامپیوتر')],
  FeaturedProducts: [
    product(1, { Name: 'گوشی موبایل سامسونگ', Price: '۸۶٬۹۰۰٬۰۰۰ تومان', PriceValue: 869_000_000 }),
    product(2, {
      Name: 'رژ لب مایع',
      Price: '۳۹۰٬۰۰۰ تومان',
      PriceValue: 3_900_000,
      OldPrice: '۴۶۰٬۰۰۰ تومان',
      OldPriceValue: 4_600_000,
    }),
  ],
  NewProducts: [product(3, { Name: 'کفش دویدن مردانه' })],
  BestSellers: [],
});

export const categoryTree = CategoryTree.parse({
  Items: [category(1, 'موبایل و تبلت', [{ ...category(10, 'گوشی موبایل'), ParentCategoryId: 1 }])],
});

export const catalogSettings = CatalogSettings.parse({
  CompareProductsEnabled: true,
  CircleCategoryStyleEnabled: true,
  SubCategoryWithPicture: true,
  ProductReviewsEnabled: true,
  ProductsByTagEnabled: false,
  DefaultPageSize: 10,
  CompareProductsMaximum: 4,
  CustomProperties: {},
});

export const storeLogo = StoreLogo.parse({ LogoPath: '/images/logo.png', StoreName: 'سبد', CustomProperties: {} });
export const storeOpen = StoreClosedStatus.parse({ StoreClosed: false, CustomProperties: {} });

/** A catalogue of `count` products answering /product/search with Limit/Offset paging. */
export function productPage(all: ProductOverview[], limit: number, offset: number) {
  return ProductList.parse({ Items: all.slice(offset, offset + limit), TotalCount: all.length });
}

export const productDetails = ProductDetails.parse({
  Id: 1,
  Name: 'گوشی موبایل سامسونگ',
  Sku: 'SB-MOB-101',
  ShortDescription: 'پشتیبانی از 5G',
  FullDescription: '<p>توضیح کامل</p>',
  Pictures: [{ Url: '/images/1/large/p.webp', ThumbUrl: '/images/1/thumb/p.webp', Alt: '' }],
  Price: '۸۶٬۹۰۰٬۰۰۰ تومان',
  PriceValue: 869_000_000,
  OldPrice: null,
  OldPriceValue: null,
  StockAvailability: 'موجود در انبار',
  InStock: true,
  Brand: { Id: 1, Name: 'سامسونگ', PictureUrl: null, CustomProperties: {} },
  Categories: [{ Id: 10, Name: 'گوشی موبایل' }],
  Specifications: [{ Name: 'سیستم عامل', Value: 'Android' }],
  ProductAttributes: [],
  OrderMinimumQuantity: 1,
  OrderMaximumQuantity: 10,
  AllowedQuantities: [],
  DisableBuyButton: false,
  DisableWishlistButton: false,
  RatingAverage: 0,
  TotalReviews: 0,
  RelatedProducts: [],
  CustomProperties: {},
});

export const customer = CurrentCustomer.parse({
  Id: 7,
  Fullname: 'مریم کاظمی',
  FirstName: 'مریم',
  LastName: 'کاظمی',
  Email: null,
  Mobile: '09121234567',
  IsAffiliate: false,
  AvatarUrl: null,
  CustomProperties: {},
});

export const customerSettings = CustomerSettings.parse({
  MobileLoginEnabled: true,
  AllowCustomersToUploadAvatars: true,
  AvatarMaximumSizeBytes: 2_097_152,
  GenderEnabled: true,
  DateOfBirthEnabled: true,
  NewsletterEnabled: true,
  PasswordMinLength: 6,
  VerificationCodeLifetimeSeconds: 600,
  FirstNameRequired: true,
  LastNameRequired: true,
  CustomProperties: {},
});

export const customerInfo = CustomerInfo.parse({
  FirstName: 'مریم',
  LastName: 'کاظمی',
  Email: null,
  Mobile: '09121234567',
  Gender: 'F',
  DateOfBirth: '1991-04-04',
  Newsletter: false,
  AvatarUrl: null,
  CustomProperties: {},
});

export const addressForm = AddressForm.parse({
  StateProvinces: [
    { Id: 8, Name: 'تهران' },
    { Id: 4, Name: 'اصفهان' },
  ],
  CustomAddressAttributes: [
    { Id: 1, Name: 'پلاک', IsRequired: true, AttributeControlType: 'TextBox', Values: [] },
    { Id: 2, Name: 'واحد', IsRequired: false, AttributeControlType: 'TextBox', Values: [] },
    {
      Id: 3,
      Name: 'زمان تحویل ترجیحی',
      IsRequired: true,
      AttributeControlType: 'RadioList',
      Values: [
        { Id: 10, Name: 'صبح (۹ تا ۱۲)', IsPreSelected: false },
        { Id: 11, Name: 'عصر (۱۸ تا ۲۱)', IsPreSelected: false },
      ],
    },
  ],
});

export const tehranCities = CityList.parse({
  Items: [
    { Id: 301, Name: 'تهران' },
    { Id: 302, Name: 'شهریار' },
  ],
});

/** The store's contact details (`GET /common/contactinfo`). */
export const contactInfo = ContactInfo.parse({
  StoreName: 'سبد',
  Phone: '۰۲۱-۱۲۳۴۵۶۷۸',
  PhoneLink: '02112345678',
  Address: 'تهران، خیابان ولیعصر، ساختمان سبد، طبقه سوم',
  WorkingHours: 'همه روزه از ساعت ۹ تا ۲۱',
  Email: 'support@sabad.example',
  CustomProperties: {},
});

/** `GET /settings/getappconfig` with the store's defaults: Toman display, reward points on. */
export const appConfig = (rewardPointsEnabled = true) =>
  AppConfig.parse({
    StoreName: 'سبد',
    PrimaryCurrencyCode: 'IRR',
    DisplayCurrencyName: 'تومان',
    DisplayCurrencyRate: 0.1,
    RewardPointsSettings: {
      Enabled: rewardPointsEnabled,
      ExchangeRate: 1,
      PointsForRegistration: 0,
      PointsForPurchasesPoints: 1,
      PointsForPurchasesAmount: 100_000,
      MinimumRewardPointsToUse: 0,
    },
    CustomProperties: {},
  });
