// Prices are Rial; the storefront shows Toman.
import type { Icon } from './artwork.js';

export type AttributeTemplate =
  | 'phone-colour'
  | 'storage'
  | 'warranty'
  | 'extras'
  | 'gift-wrap'
  | 'engraving'
  | 'ram'
  | 'clothing-size'
  | 'shoe-size'
  | 'colour'
  | 'delivery-services';

// Names refer to these as `{storage}`…, so the name, specification and search index share one value.
export const SPEC_KEYS = {
  storage: 'حافظه داخلی',
  ram: 'رم',
  screen: 'اندازه صفحه نمایش',
  material: 'جنس',
  colour: 'رنگ',
  cover: 'نوع جلد',
  pages: 'تعداد صفحات',
  energy: 'رده انرژی',
} as const;
export type SpecKey = keyof typeof SPEC_KEYS;
export type ProductSpecs = Partial<Record<SpecKey, string>>;

export type SpecRule =
  | { attribute: string; options: string[] }
  | { attribute: string; custom: string[] }
  | { attribute: string; perProduct: true }
  | { attribute: string; byBrand: Record<string, string>; otherwise: string }
  | { attribute: string; brandCountry: true };

export interface ProductSeed {
  name: string;
  brand: string | null;
  price: number;
  icon?: Icon;
  attributes?: AttributeTemplate[];
  combinations?: boolean;
  minimum?: number;
  maximum?: number;
  allowed?: string;
  specs?: ProductSpecs;
}

export interface SubcategorySeed {
  name: string;
  description: string;
  icon: Icon;
  intro: string;
  features: string[];
  specs: SpecRule[];
  attributes?: AttributeTemplate[];
  weight: [number, number];
  products: ProductSeed[];
}

export interface CategorySeed {
  name: string;
  code: string;
  description: string;
  hue: number;
  icon: Icon;
  showOnHomePage: boolean;
  subcategories: SubcategorySeed[];
}

const p = (name: string, brand: string | null, price: number, extra: Partial<ProductSeed> = {}): ProductSeed => ({
  name,
  brand,
  price,
  ...extra,
});

const COUNTRY: SpecRule = { attribute: 'کشور سازنده', brandCountry: true };
const perProduct = (key: SpecKey): SpecRule => ({ attribute: SPEC_KEYS[key], perProduct: true });
const LARGE_PHONE = 'بیشتر از ۶.۵ اینچ';
const TEN_INCH_TABLET = '۱۰ تا ۱۱ اینچ';

export const CATALOGUE: CategorySeed[] = [
  {
    name: 'موبایل و تبلت',
    code: 'MOB',
    description: 'گوشی‌های هوشمند، تبلت و لوازم جانبی موبایل از برندهای معتبر با گارانتی.',
    hue: 210,
    icon: 'phone',
    showOnHomePage: true,
    subcategories: [
      {
        name: 'گوشی موبایل',
        description: 'جدیدترین گوشی‌های هوشمند اندروید و آیفون.',
        icon: 'phone',
        intro: 'یک گوشی هوشمند خوش‌ساخت برای کارهای روزمره، عکاسی و سرگرمی است.',
        features: [
          'صفحه نمایش OLED با رنگ‌های زنده و روشنایی بالا',
          'دوربین اصلی با قابلیت لرزشگیر اپتیکال',
          'باتری با دوام و پشتیبانی از شارژ سریع',
          'پشتیبانی از اینترنت نسل پنجم (5G)',
          'بدنه مقاوم در برابر آب و گردوغبار',
          'دوربین سلفی باکیفیت برای تماس تصویری',
        ],
        specs: [
          { attribute: 'سیستم عامل', byBrand: { apple: 'iOS' }, otherwise: 'Android' },
          perProduct('screen'),
          perProduct('ram'),
          { attribute: 'رنگ', options: ['مشکی', 'آبی', 'نقره‌ای', 'سبز'] },
          COUNTRY,
        ],
        attributes: ['phone-colour', 'storage', 'warranty', 'extras'],
        weight: [170, 235],
        products: [
          p('گوشی موبایل سامسونگ مدل Galaxy S24 Ultra دو سیم کارت', 'samsung', 869_000_000, {
            maximum: 2,
            specs: { screen: LARGE_PHONE, ram: '۱۲ گیگابایت' },
          }),
          p('گوشی موبایل سامسونگ مدل Galaxy A56 5G دو سیم کارت', 'samsung', 389_000_000, {
            attributes: ['phone-colour', 'storage'],
            combinations: true,
            maximum: 3,
            specs: { screen: LARGE_PHONE, ram: '۸ گیگابایت' },
          }),
          p('گوشی موبایل اپل مدل iPhone 15 تک سیم کارت (نات اکتیو)', 'apple', 789_000_000, {
            maximum: 2,
            specs: { screen: '۶ تا ۶.۵ اینچ', ram: '۶ گیگابایت' },
          }),
          p('گوشی موبایل شیائومی مدل Redmi Note 14 Pro 5G دو سیم کارت', 'xiaomi', 355_000_000, {
            specs: { screen: LARGE_PHONE, ram: '۸ گیگابایت' },
          }),
          p('گوشی موبایل شیائومی مدل Poco X7 Pro دو سیم کارت', 'xiaomi', 379_000_000, {
            specs: { screen: LARGE_PHONE, ram: '۱۲ گیگابایت' },
          }),
          p('گوشی موبایل سامسونگ مدل Galaxy S24 FE دو سیم کارت', 'samsung', 459_000_000, {
            specs: { screen: LARGE_PHONE, ram: '۸ گیگابایت' },
          }),
        ],
      },
      {
        name: 'تبلت',
        description: 'تبلت برای کار، تحصیل و سرگرمی.',
        icon: 'tablet',
        intro: 'تبلتی سبک با صفحه نمایش بزرگ برای تماشای فیلم، مطالعه و کلاس آنلاین است.',
        features: [
          'صفحه نمایش بزرگ با رنگ‌های زنده',
          'باتری مناسب برای یک روز کامل استفاده',
          'بلندگوهای استریو با صدای شفاف',
          'پشتیبانی از قلم و کیبورد جانبی',
          'بدنه باریک و سبک فلزی',
        ],
        specs: [
          { attribute: 'سیستم عامل', byBrand: { apple: 'iPadOS' }, otherwise: 'Android' },
          perProduct('storage'),
          perProduct('screen'),
          COUNTRY,
        ],
        attributes: ['colour', 'warranty'],
        weight: [450, 620],
        products: [
          p('تبلت سامسونگ مدل Galaxy Tab S9 FE ظرفیت {storage}', 'samsung', 279_000_000, {
            specs: { storage: '۱۲۸ گیگابایت', screen: TEN_INCH_TABLET },
          }),
          p('تبلت اپل مدل iPad 10th Generation Wi-Fi ظرفیت {storage}', 'apple', 329_000_000, {
            specs: { storage: '۶۴ گیگابایت', screen: TEN_INCH_TABLET },
          }),
          p('تبلت شیائومی مدل Redmi Pad SE ظرفیت {storage}', 'xiaomi', 115_000_000, {
            specs: { storage: '۱۲۸ گیگابایت', screen: TEN_INCH_TABLET },
          }),
          p('تبلت لنوو مدل Tab M11 ظرفیت {storage}', 'lenovo', 129_000_000, {
            specs: { storage: '۱۲۸ گیگابایت', screen: TEN_INCH_TABLET },
          }),
          p('تبلت سامسونگ مدل Galaxy Tab A9 Plus ظرفیت {storage}', 'samsung', 139_000_000, {
            specs: { storage: '۶۴ گیگابایت', screen: TEN_INCH_TABLET },
          }),
        ],
      },
      {
        name: 'پاوربانک و شارژر',
        description: 'پاوربانک، شارژر دیواری و کابل شارژ.',
        icon: 'powerbank',
        intro: 'همراهی مطمئن برای شارژ گوشی و تبلت در خانه و سفر است.',
        features: [
          'پشتیبانی از شارژ سریع Power Delivery',
          'محافظت در برابر اتصال کوتاه و افزایش دما',
          'طراحی جمع‌وجور و سبک',
          'سازگار با گوشی‌های اندروید و آیفون',
          'نشانگر میزان شارژ',
        ],
        specs: [{ attribute: 'نوع اتصال', options: ['USB-C', 'USB-A و USB-C'] }, COUNTRY],
        weight: [60, 420],
        products: [
          p('پاوربانک انکر مدل PowerCore 20000 ظرفیت ۲۰۰۰۰ میلی‌آمپر ساعت', 'anker', 32_500_000),
          p('پاوربانک شیائومی مدل PB1022ZM ظرفیت ۱۰۰۰۰ میلی‌آمپر ساعت', 'xiaomi', 14_900_000),
          p('شارژر دیواری سامسونگ مدل EP-T2510 توان ۲۵ وات', 'samsung', 9_800_000),
          p('شارژر دیواری انکر مدل Nano 3 توان ۳۰ وات', 'anker', 18_500_000),
          p('کابل تبدیل USB-C به لایتنینگ اپل طول ۱ متر', 'apple', 21_000_000),
        ],
      },
    ],
  },
  {
    name: 'لپ‌تاپ و کامپیوتر',
    code: 'CMP',
    description: 'لپ‌تاپ، مانیتور و لوازم جانبی کامپیوتر برای کار، تحصیل و بازی.',
    hue: 235,
    icon: 'laptop',
    showOnHomePage: true,
    subcategories: [
      {
        name: 'لپ‌تاپ',
        description: 'لپ‌تاپ‌های دانشجویی، اداری و گیمینگ.',
        icon: 'laptop',
        intro: 'یک لپ‌تاپ کارآمد برای برنامه‌نویسی، کارهای اداری و سرگرمی است.',
        features: [
          'پردازنده نسل جدید با مصرف انرژی بهینه',
          'حافظه SSD پرسرعت',
          'صفحه نمایش Full HD با زاویه دید گسترده',
          'کیبورد راحت با نور پس‌زمینه',
          'درگاه‌های USB-C و HDMI',
        ],
        specs: [
          { attribute: 'سیستم عامل', byBrand: { apple: 'macOS' }, otherwise: 'Windows 11' },
          perProduct('storage'),
          perProduct('screen'),
          COUNTRY,
        ],
        attributes: ['ram', 'warranty'],
        weight: [1240, 2300],
        products: [
          p('لپ‌تاپ ایسوس مدل Vivobook 15 X1504VA-i5 صفحه {screen}', 'asus', 389_000_000, {
            maximum: 2,
            specs: { screen: '۱۵.۶ اینچ', storage: '۵۱۲ گیگابایت' },
          }),
          p('لپ‌تاپ لنوو مدل IdeaPad Slim 3 صفحه {screen}', 'lenovo', 299_000_000, {
            maximum: 2,
            specs: { screen: '۱۴ اینچ', storage: '۵۱۲ گیگابایت' },
          }),
          p('لپ‌تاپ اپل مدل MacBook Air M2 2022 صفحه {screen}', 'apple', 749_000_000, {
            maximum: 2,
            specs: { screen: '۱۳.۶ اینچ', storage: '۲۵۶ گیگابایت' },
          }),
          p('لپ‌تاپ اچ‌پی مدل 250 G10-i3 صفحه {screen}', 'hp', 239_000_000, {
            maximum: 2,
            specs: { screen: '۱۵.۶ اینچ', storage: '۵۱۲ گیگابایت' },
          }),
          p('لپ‌تاپ ایسوس مدل TUF Gaming F16 صفحه {screen}', 'asus', 699_000_000, {
            maximum: 2,
            specs: { screen: '۱۶ اینچ', storage: '۱ ترابایت' },
          }),
        ],
      },
      {
        name: 'مانیتور',
        description: 'مانیتور اداری، طراحی و گیمینگ.',
        icon: 'monitor',
        intro: 'نمایشگری با تصویر شفاف برای کار طولانی و بازی است.',
        features: [
          'پنل IPS با رنگ‌های دقیق',
          'نرخ نوسازی بالا برای بازی روان',
          'فناوری کاهش نور آبی برای محافظت از چشم',
          'حاشیه باریک در سه طرف',
          'درگاه‌های HDMI و DisplayPort',
        ],
        specs: [perProduct('screen'), COUNTRY],
        attributes: ['warranty'],
        weight: [2800, 4600],
        products: [
          p('مانیتور سامسونگ مدل LS24C310 سایز {screen}', 'samsung', 62_000_000, { specs: { screen: '۲۴ اینچ' } }),
          p('مانیتور ال‌جی مدل 27MP400-B سایز {screen}', 'lg', 89_000_000, { specs: { screen: '۲۷ اینچ' } }),
          p('مانیتور گیمینگ ایسوس مدل TUF VG249Q1A سایز {screen}', 'asus', 99_000_000, {
            specs: { screen: '۲۳.۸ اینچ' },
          }),
          p('مانیتور شیائومی مدل A27i سایز {screen}', 'xiaomi', 71_000_000, { specs: { screen: '۲۷ اینچ' } }),
          p('مانیتور اچ‌پی مدل M24f سایز {screen}', 'hp', 68_000_000, { specs: { screen: '۲۳.۸ اینچ' } }),
        ],
      },
      {
        name: 'ماوس و کیبورد',
        description: 'ماوس، کیبورد و ست بی‌سیم.',
        icon: 'mouse',
        intro: 'ابزاری دقیق و راحت برای کار روزانه با کامپیوتر است.',
        features: [
          'اتصال بی‌سیم پایدار',
          'طراحی ارگونومیک برای استفاده طولانی',
          'عمر باتری طولانی',
          'سازگار با ویندوز، مک و لینوکس',
          'کلیدهای بی‌صدا',
        ],
        specs: [{ attribute: 'نوع اتصال', options: ['بی‌سیم (دانگل)', 'بلوتوث', 'باسیم'] }, COUNTRY],
        weight: [70, 650],
        products: [
          p('ماوس بی‌سیم لاجیتک مدل M185', 'logitech', 5_900_000),
          p('ماوس بی‌سیم لاجیتک مدل MX Master 3S', 'logitech', 54_000_000),
          p('کیبورد بی‌سیم لاجیتک مدل K380 با حروف فارسی', 'logitech', 22_500_000),
          p('کیبورد و ماوس بی‌سیم لاجیتک مدل MK270', 'logitech', 17_900_000),
          p('ماوس گیمینگ ایسوس مدل ROG Strix Impact III', 'asus', 19_500_000),
        ],
      },
    ],
  },
  {
    name: 'صوتی و پوشیدنی',
    code: 'AUD',
    description: 'هدفون، هندزفری، ساعت هوشمند و اسپیکر.',
    hue: 265,
    icon: 'headphones',
    showOnHomePage: false,
    subcategories: [
      {
        name: 'هدفون و هندزفری',
        description: 'هدفون بی‌سیم، هندزفری بلوتوثی و ایرباد.',
        icon: 'headphones',
        intro: 'صدایی شفاف و پرجزئیات برای موسیقی، تماس و بازی فراهم می‌کند.',
        features: [
          'حذف فعال نویز محیط (ANC)',
          'اتصال بلوتوث ۵.۳ با تأخیر کم',
          'میکروفون با کیفیت برای تماس',
          'کیس شارژ جمع‌وجور',
          'مقاوم در برابر تعریق',
        ],
        specs: [{ attribute: 'نوع اتصال', options: ['بلوتوث'] }, COUNTRY],
        attributes: ['colour'],
        weight: [40, 260],
        products: [
          p('هدفون بی‌سیم سونی مدل WH-1000XM5', 'sony', 189_000_000),
          p('هندزفری بلوتوثی سامسونگ مدل Galaxy Buds FE', 'samsung', 42_000_000),
          p('هندزفری بلوتوثی شیائومی مدل Redmi Buds 6 Active', 'xiaomi', 9_500_000),
          p('هدفون بی‌سیم انکر مدل Soundcore Life Q30', 'anker', 45_000_000),
          p('هندزفری بلوتوثی اپل مدل AirPods Pro 2', 'apple', 139_000_000),
        ],
      },
      {
        name: 'ساعت و مچ‌بند هوشمند',
        description: 'ساعت هوشمند و مچ‌بند سلامتی.',
        icon: 'watch',
        intro: 'همراهی هوشمند برای پایش سلامت، ورزش و دریافت اعلان‌هاست.',
        features: [
          'اندازه‌گیری ضربان قلب و اکسیژن خون',
          'پایش خواب و شمارش قدم',
          'ده‌ها حالت ورزشی',
          'ضدآب تا عمق ۵۰ متر',
          'نمایش اعلان‌های گوشی',
        ],
        specs: [{ attribute: 'نوع اتصال', options: ['بلوتوث'] }, COUNTRY],
        attributes: ['colour', 'gift-wrap'],
        weight: [25, 60],
        products: [
          p('ساعت هوشمند سامسونگ مدل Galaxy Watch6 44mm', 'samsung', 129_000_000),
          p('ساعت هوشمند اپل مدل Watch SE 2023 40mm', 'apple', 199_000_000, {
            attributes: ['colour', 'engraving', 'gift-wrap'],
          }),
          p('مچ‌بند هوشمند شیائومی مدل Smart Band 9', 'xiaomi', 24_900_000),
          p('ساعت هوشمند شیائومی مدل Redmi Watch 5 Active', 'xiaomi', 19_800_000),
          p('ساعت هوشمند هواوی مدل Watch Fit 3', 'huawei', 65_000_000),
        ],
      },
      {
        name: 'اسپیکر بلوتوثی',
        description: 'اسپیکر قابل حمل و خانگی.',
        icon: 'speaker',
        intro: 'صدایی پرقدرت در ابعادی کوچک برای خانه، سفر و طبیعت‌گردی است.',
        features: [
          'باس قدرتمند',
          'ضدآب با استاندارد IP67',
          'تا ۱۲ ساعت پخش پیوسته',
          'امکان اتصال دو اسپیکر به هم',
          'میکروفون داخلی برای مکالمه',
        ],
        specs: [{ attribute: 'نوع اتصال', options: ['بلوتوث'] }, COUNTRY],
        attributes: ['colour'],
        weight: [200, 600],
        products: [
          p('اسپیکر بلوتوثی جی‌بی‌ال مدل Flip 6', 'jbl', 79_000_000),
          p('اسپیکر بلوتوثی جی‌بی‌ال مدل Go 4', 'jbl', 31_000_000),
          p('اسپیکر بلوتوثی انکر مدل Soundcore 2', 'anker', 23_000_000),
          p('اسپیکر بلوتوثی سونی مدل SRS-XB100', 'sony', 38_000_000),
          p('اسپیکر بلوتوثی شیائومی مدل Mi Portable 16W', 'xiaomi', 18_500_000),
        ],
      },
    ],
  },
  {
    name: 'لوازم خانگی',
    code: 'HOM',
    description: 'لوازم خانگی بزرگ و کوچک، آشپزخانه و نظافت.',
    hue: 30,
    icon: 'fridge',
    showOnHomePage: true,
    subcategories: [
      {
        name: 'لوازم آشپزخانه',
        description: 'مخلوط‌کن، سرخ‌کن، چای‌ساز و غذاساز.',
        icon: 'blender',
        intro: 'آشپزی روزانه را سریع‌تر و ساده‌تر می‌کند.',
        features: [
          'بدنه مقاوم و شست‌وشوی آسان',
          'چند سطح تنظیم سرعت و دما',
          'قطع خودکار برای ایمنی',
          'قطعات قابل شست‌وشو در ماشین ظرفشویی',
          'مصرف برق بهینه',
        ],
        specs: [{ attribute: 'جنس', options: ['پلاستیک', 'استیل'] }, COUNTRY],
        weight: [1500, 6500],
        products: [
          p('مخلوط‌کن فیلیپس مدل HR2041', 'philips', 38_000_000),
          p('سرخ‌کن بدون روغن فیلیپس مدل HD9252', 'philips', 89_000_000),
          p('چای‌ساز پارس خزر مدل TM-3500', 'pars-khazar', 29_500_000),
          p('غذاساز بوش مدل MCM3200W', 'bosch', 115_000_000),
          p('مایکروویو ال‌جی مدل MS2336', 'lg', 95_000_000, { icon: 'monitor' }),
        ],
      },
      {
        name: 'یخچال و لباسشویی',
        description: 'یخچال، فریزر، لباسشویی و ظرفشویی.',
        icon: 'fridge',
        intro: 'از لوازم اصلی هر خانه است و سال‌ها بی‌دردسر کار می‌کند.',
        features: [
          'موتور اینورتر کم‌مصرف و بی‌صدا',
          'قفل کودک برای ایمنی بیشتر',
          'نمایشگر دیجیتال و برنامه‌های متنوع',
          'ضمانت موتور ۱۰ ساله',
          'طراحی مدرن با بدنه ضدزنگ',
        ],
        specs: [
          { attribute: 'رده انرژی', options: ['A+', 'A++', 'A'] },
          { attribute: 'رنگ', options: ['سفید', 'نقره‌ای', 'مشکی'] },
          COUNTRY,
        ],
        attributes: ['warranty', 'delivery-services'],
        weight: [48_000, 110_000],
        products: [
          p('یخچال و فریزر ساید بای ساید اسنوا مدل SN8-2350', 'snowa', 1_150_000_000, { maximum: 1 }),
          p('ماشین لباسشویی ال‌جی مدل F4R3VYG6W ظرفیت ۹ کیلوگرم', 'lg', 845_000_000, { maximum: 1 }),
          p('یخچال و فریزر اسنوا مدل SRF-2520', 'snowa', 489_000_000, { maximum: 1 }),
          p('ماشین ظرفشویی بوش مدل SMS4HVI33E', 'bosch', 1_090_000_000, { maximum: 1 }),
          p('ماشین لباسشویی اسنوا مدل SWM-84 ظرفیت ۸ کیلوگرم', 'snowa', 389_000_000, { maximum: 1 }),
        ],
      },
      {
        name: 'جاروبرقی و نظافت',
        description: 'جاروبرقی، جارو شارژی و جارو رباتیک.',
        icon: 'vacuum',
        intro: 'نظافت خانه را سریع و بی‌زحمت می‌کند.',
        features: [
          'قدرت مکش بالا',
          'فیلتر HEPA برای هوای پاک‌تر',
          'کیسه یا مخزن بزرگ گردوغبار',
          'سری‌های متنوع برای فرش و کف',
          'صدای کم هنگام کار',
        ],
        specs: [{ attribute: 'جنس', options: ['پلاستیک'] }, COUNTRY],
        attributes: ['warranty'],
        weight: [2500, 6500],
        products: [
          p('جاروبرقی بوش مدل BGS05A220', 'bosch', 145_000_000),
          p('جاروبرقی پارس خزر مدل Tornado', 'pars-khazar', 59_000_000),
          p('جاروبرقی شارژی شیائومی مدل G10', 'xiaomi', 139_000_000),
          p('جارو رباتیک شیائومی مدل Robot Vacuum S10', 'xiaomi', 189_000_000),
          p('جاروبرقی فیلیپس مدل FC9332', 'philips', 99_000_000),
        ],
      },
    ],
  },
  {
    name: 'مد و پوشاک',
    code: 'FAS',
    description: 'پوشاک مردانه و زنانه، کیف و کفش.',
    hue: 340,
    icon: 'shirt',
    showOnHomePage: true,
    subcategories: [
      {
        name: 'پوشاک مردانه',
        description: 'تی‌شرت، پیراهن، شلوار و کاپشن مردانه.',
        icon: 'shirt',
        intro: 'پوششی راحت و خوش‌دوخت برای استفاده روزمره است.',
        features: [
          'پارچه نرم و قابل تنفس',
          'دوخت مقاوم و تمیز',
          'رنگ ثابت پس از شست‌وشو',
          'مناسب استفاده روزانه',
          'الگوی استاندارد و خوش‌فرم',
        ],
        specs: [perProduct('material'), { attribute: 'رنگ', options: ['مشکی', 'سفید', 'آبی', 'خاکستری'] }, COUNTRY],
        attributes: ['clothing-size', 'colour'],
        weight: [200, 900],
        products: [
          p('تی‌شرت آستین کوتاه مردانه جین وست مدل یقه گرد نخی', 'jeanswest', 8_900_000, { specs: { material: 'نخ' } }),
          p('پیراهن آستین بلند مردانه ال‌سی‌وایکیکی مدل جین', 'lcw', 14_500_000, { specs: { material: 'جین' } }),
          p('شلوار جین مردانه جین وست مدل اسلیم', 'jeanswest', 19_900_000, { specs: { material: 'جین' } }),
          p('هودی مردانه آدیداس مدل Essentials', 'adidas', 32_000_000, { specs: { material: 'نخ' } }),
          p('کاپشن مردانه ال‌سی‌وایکیکی مدل پافر', 'lcw', 39_000_000, { specs: { material: 'پلی‌استر' } }),
        ],
      },
      {
        name: 'پوشاک زنانه',
        description: 'مانتو، شومیز، شلوار و شال.',
        icon: 'dress',
        intro: 'لباسی شیک و راحت برای محیط کار و مهمانی است.',
        features: [
          'پارچه لطیف و خنک',
          'دوخت ظریف و باکیفیت',
          'طرح به‌روز و ساده',
          'مناسب چهار فصل',
          'شست‌وشو با ماشین لباسشویی',
        ],
        specs: [perProduct('material'), { attribute: 'رنگ', options: ['مشکی', 'کرم', 'صورتی', 'سبز'] }, COUNTRY],
        attributes: ['clothing-size', 'colour'],
        weight: [150, 700],
        products: [
          p('مانتو زنانه نخی مدل بلند دکمه‌دار', null, 24_500_000, { specs: { material: 'نخ' } }),
          p('شومیز زنانه ال‌سی‌وایکیکی مدل ساتن', 'lcw', 12_500_000, { specs: { material: 'پلی‌استر' } }),
          p('شلوار جین زنانه جین وست مدل مام‌استایل', 'jeanswest', 18_900_000, { specs: { material: 'جین' } }),
          p('شال زنانه نخی مدل طرح‌دار', null, 4_500_000, { attributes: ['colour'], specs: { material: 'نخ' } }),
          p('پیراهن مجلسی زنانه مدل کرپ بلند', null, 29_000_000, { specs: { material: 'پلی‌استر' } }),
        ],
      },
      {
        name: 'کیف و کفش',
        description: 'کفش روزمره، کیف دوشی، کیف پول و کوله‌پشتی.',
        icon: 'shoe',
        intro: 'کالایی کاربردی و بادوام که استایل روزمره را کامل می‌کند.',
        features: [
          'جنس مقاوم و بادوام',
          'طراحی سبک و راحت',
          'دوخت دقیق و یراق‌آلات باکیفیت',
          'مناسب استفاده روزمره و سفر',
          'تمیزکردن آسان',
        ],
        specs: [perProduct('material'), COUNTRY],
        weight: [150, 900],
        products: [
          p('کفش روزمره مردانه نایکی مدل Court Vision Low', 'nike', 59_000_000, {
            attributes: ['shoe-size', 'colour'],
            specs: { material: 'چرم مصنوعی' },
          }),
          p('کفش پیاده‌روی زنانه آدیداس مدل Galaxy 6', 'adidas', 41_000_000, {
            attributes: ['shoe-size', 'colour'],
            specs: { material: 'پارچه' },
          }),
          p('کیف دوشی زنانه {material} مدل کلاسیک', null, 16_500_000, {
            icon: 'bag',
            attributes: ['colour'],
            specs: { material: 'چرم مصنوعی' },
          }),
          p('کیف پول چرمی مردانه چرم مشهد مدل جیبی', 'charm-mashhad', 7_900_000, {
            icon: 'bag',
            attributes: ['engraving', 'gift-wrap'],
            specs: { material: 'چرم طبیعی' },
          }),
          p('کوله‌پشتی لپ‌تاپ شیائومی مدل Business Casual', 'xiaomi', 21_000_000, {
            icon: 'backpack',
            specs: { material: 'پارچه' },
          }),
        ],
      },
    ],
  },
  {
    name: 'زیبایی و سلامت',
    code: 'BEA',
    description: 'لوازم آرایشی، مراقبت پوست و مو و لوازم برقی شخصی.',
    hue: 310,
    icon: 'lipstick',
    showOnHomePage: false,
    subcategories: [
      {
        name: 'آرایش صورت و لب',
        description: 'رژ لب، کرم پودر، ریمل و خط چشم.',
        icon: 'lipstick',
        intro: 'محصولی آرایشی با ماندگاری بالا و رنگ یکدست است.',
        features: [
          'ماندگاری طولانی',
          'بافت سبک و یکدست',
          'تست‌شده زیر نظر متخصص پوست',
          'بدون پارابن',
          'مناسب انواع پوست',
        ],
        specs: [{ attribute: 'گروه سنی', options: ['بزرگسال'] }, COUNTRY],
        weight: [10, 80],
        products: [
          p('رژ لب مایع سینره مدل Velvet شماره ۰۴', 'cinere', 3_900_000),
          p('کرم پودر لورآل مدل Infallible 24H', 'loreal', 12_800_000),
          p('ریمل حجم‌دهنده لورآل مدل Telescopic', 'loreal', 9_900_000),
          p('پنکیک سینره مدل Matte', 'cinere', 4_200_000),
          p('خط چشم ماژیکی سینره مدل Precise', 'cinere', 2_600_000),
        ],
      },
      {
        name: 'مراقبت پوست و مو',
        description: 'کرم، ضدآفتاب، شامپو و روغن مو.',
        icon: 'bottle',
        intro: 'برای مراقبت روزانه از پوست و مو فرموله شده است.',
        features: [
          'آبرسانی عمیق و ماندگار',
          'حاوی ویتامین E',
          'جذب سریع بدون چربی',
          'مناسب استفاده روزانه',
          'رایحه ملایم',
        ],
        specs: [{ attribute: 'گروه سنی', options: ['بزرگسال'] }, COUNTRY],
        weight: [120, 400],
        products: [
          p('کرم مرطوب‌کننده نیوآ مدل Soft حجم ۲۰۰ میلی‌لیتر', 'nivea', 4_800_000),
          p('شامپو ضد شوره لورآل مدل Elseve حجم ۴۰۰ میلی‌لیتر', 'loreal', 3_400_000),
          p('کرم ضدآفتاب رنگی سینره SPF50 حجم ۵۰ میلی‌لیتر', 'cinere', 5_900_000),
          p('ژل شست‌وشوی صورت نیوآ حجم ۱۵۰ میلی‌لیتر', 'nivea', 3_100_000),
          p('روغن آرگان مو لورآل حجم ۱۰۰ میلی‌لیتر', 'loreal', 6_800_000),
        ],
      },
      {
        name: 'لوازم برقی شخصی',
        description: 'ریش‌تراش، سشوار، اتو مو و مسواک برقی.',
        icon: 'dryer',
        intro: 'ابزاری برقی و کم‌صدا برای آراستگی روزانه در خانه است.',
        features: [
          'باتری قابل شارژ با عمر طولانی',
          'تیغه‌ها و سری‌های قابل شست‌وشو',
          'چند سطح تنظیم دما و سرعت',
          'طراحی ارگونومیک و سبک',
          'مناسب سفر',
        ],
        specs: [{ attribute: 'جنس', options: ['پلاستیک', 'فلز'] }, COUNTRY],
        attributes: ['warranty'],
        weight: [150, 700],
        products: [
          p('ماشین اصلاح صورت فیلیپس مدل OneBlade QP2724', 'philips', 38_000_000),
          p('سشوار فیلیپس مدل BHD302', 'philips', 26_000_000),
          p('ریش‌تراش براون مدل Series 3', 'braun', 49_000_000),
          p('اتو مو فیلیپس مدل BHS376', 'philips', 23_000_000),
          p('مسواک برقی اورال-بی مدل Vitality Pro', 'oral-b', 24_000_000, { icon: 'pencil' }),
        ],
      },
    ],
  },
  {
    name: 'کتاب و لوازم تحریر',
    code: 'BOK',
    description: 'رمان، کتاب‌های روانشناسی و لوازم تحریر.',
    hue: 45,
    icon: 'book',
    showOnHomePage: true,
    subcategories: [
      {
        name: 'رمان و داستان',
        description: 'رمان‌های ایرانی و ترجمه.',
        icon: 'book',
        intro: 'از آثار ماندگار ادبیات داستانی است که خواندنش را به هر علاقه‌مند کتاب پیشنهاد می‌کنیم.',
        features: [
          'چاپ تازه با کاغذ مرغوب',
          'حروف‌چینی خوانا و صفحه‌آرایی چشم‌نواز',
          'ویرایش دقیق و وفادار به متن اصلی',
          'مناسب هدیه',
          'از پرفروش‌های ادبیات داستانی',
        ],
        specs: [
          { attribute: 'نوع جلد', options: ['شومیز', 'گالینگور'] },
          { attribute: 'تعداد صفحات', custom: ['۱۳۶ صفحه', '۲۴۰ صفحه', '۳۲۰ صفحه', '۴۸۰ صفحه'] },
        ],
        attributes: ['gift-wrap'],
        weight: [180, 650],
        products: [
          p('کتاب صد سال تنهایی اثر گابریل گارسیا مارکز', 'ghoghnoos', 3_800_000),
          p('کتاب سمفونی مردگان اثر عباس معروفی', 'ghoghnoos', 3_200_000),
          p('کتاب بوف کور اثر صادق هدایت', 'cheshmeh', 1_600_000),
          p('کتاب شازده کوچولو اثر آنتوان دو سنت اگزوپری', 'cheshmeh', 1_900_000),
          p('کتاب ملت عشق اثر الیف شافاک', 'ghoghnoos', 4_500_000),
        ],
      },
      {
        name: 'روانشناسی و موفقیت',
        description: 'کتاب‌های روانشناسی، خودیاری و موفقیت.',
        icon: 'book',
        intro: 'کتابی کاربردی با نکته‌هایی که می‌توان از فردا در زندگی به کار بست.',
        features: [
          'نثر ساده و روان',
          'همراه با تمرین‌های عملی',
          'از پرفروش‌های جهان',
          'قطع رقعی و جلد شومیز',
          'مناسب هدیه',
        ],
        specs: [
          { attribute: 'نوع جلد', options: ['شومیز'] },
          { attribute: 'تعداد صفحات', custom: ['۱۷۶ صفحه', '۲۰۸ صفحه', '۲۷۲ صفحه', '۳۶۸ صفحه'] },
        ],
        attributes: ['gift-wrap'],
        weight: [180, 450],
        products: [
          p('کتاب اثر مرکب اثر دارن هاردی', 'cheshmeh', 1_800_000),
          p('کتاب عادت‌های اتمی اثر جیمز کلیر', 'ghoghnoos', 2_900_000),
          p('کتاب انسان در جست‌وجوی معنا اثر ویکتور فرانکل', 'cheshmeh', 2_200_000),
          p('کتاب هنر ظریف بی‌خیالی اثر مارک منسون', 'ghoghnoos', 2_600_000),
          p('کتاب هوش هیجانی اثر دنیل گلمن', 'cheshmeh', 3_500_000),
        ],
      },
      {
        name: 'لوازم تحریر',
        description: 'مداد رنگی، خودکار، خودنویس و دفتر.',
        icon: 'pencil',
        intro: 'نوشت‌افزاری باکیفیت برای مدرسه، دانشگاه و محل کار است.',
        features: [
          'جوهر یا مغزی روان و یکدست',
          'بدنه محکم و خوش‌دست',
          'رنگ‌های شفاف و ماندگار',
          'مناسب دانش‌آموزان و دانشجویان',
          'بسته‌بندی مناسب هدیه',
        ],
        specs: [perProduct('material'), COUNTRY],
        weight: [20, 400],
        products: [
          p('مداد رنگی ۲۴ رنگ فابر-کاستل مدل Classic', 'faber-castell', 9_800_000, { specs: { material: 'چوب' } }),
          p('خودکار پنتر مدل Smart بسته ۱۰ عددی', 'panter', 2_400_000, {
            minimum: 2,
            maximum: 20,
            specs: { material: 'پلاستیک' },
          }),
          p('خودنویس پارکر مدل Vector', 'parker', 18_000_000, {
            attributes: ['engraving', 'gift-wrap'],
            specs: { material: 'فلز' },
          }),
          p('دفتر یادداشت سیمی ۱۰۰ برگ مدل کلاسیک', null, 1_500_000, {
            icon: 'book',
            allowed: '1,2,5,10',
            specs: { material: 'کاغذ' },
          }),
          p('ماژیک هایلایت استابیلو مدل Boss بسته ۶ عددی', 'stabilo', 4_600_000, { specs: { material: 'پلاستیک' } }),
        ],
      },
    ],
  },
  {
    name: 'ورزش و سفر',
    code: 'SPT',
    description: 'تجهیزات ورزشی، پوشاک ورزشی و لوازم کوهنوردی.',
    hue: 130,
    icon: 'ball',
    showOnHomePage: false,
    subcategories: [
      {
        name: 'تجهیزات ورزشی',
        description: 'دمبل، توپ و لوازم تمرین در خانه.',
        icon: 'dumbbell',
        intro: 'برای تمرین منظم در خانه، باشگاه یا زمین ورزشی ساخته شده است.',
        features: ['جنس مقاوم در برابر ضربه', 'مناسب مبتدی و حرفه‌ای', 'سطح ضدلغزش', 'ابعاد استاندارد', 'نگهداری آسان'],
        specs: [perProduct('material'), COUNTRY],
        weight: [300, 10_000],
        products: [
          p('دمبل ۵ کیلوگرمی مدل روکش لاستیکی بسته ۲ عددی', null, 12_000_000, { specs: { material: 'فلز' } }),
          p('توپ فوتبال آدیداس مدل UCL League', 'adidas', 22_000_000, {
            icon: 'ball',
            specs: { material: 'چرم مصنوعی' },
          }),
          p('توپ والیبال میکاسا مدل V200W', 'mikasa', 45_000_000, { icon: 'ball', specs: { material: 'چرم مصنوعی' } }),
          p('مت یوگا ۶ میلی‌متری مدل TPE', null, 7_500_000, { icon: 'backpack', specs: { material: 'پلاستیک' } }),
          p('کش بدنسازی مدل پاورباند بسته ۵ عددی', null, 3_900_000, { specs: { material: 'لاستیک' } }),
        ],
      },
      {
        name: 'کفش و پوشاک ورزشی',
        description: 'کفش دویدن، تی‌شرت و گرمکن ورزشی.',
        icon: 'shoe',
        intro: 'برای دویدن، باشگاه و پیاده‌روی روزانه طراحی شده است.',
        features: [
          'زیره نرم و ضربه‌گیر',
          'پارچه سبک و خنک',
          'جذب و تبخیر سریع عرق',
          'دوخت بدون درز آزاردهنده',
          'مناسب تمرین‌های سنگین',
        ],
        specs: [
          { attribute: 'جنس', options: ['پلی‌استر', 'پارچه'] },
          { attribute: 'رنگ', options: ['مشکی', 'سفید', 'آبی'] },
          COUNTRY,
        ],
        attributes: ['clothing-size', 'colour'],
        weight: [200, 900],
        products: [
          p('کفش دویدن مردانه نایکی مدل Revolution 7', 'nike', 52_000_000, {
            attributes: ['shoe-size', 'colour'],
            combinations: true,
          }),
          p('کفش دویدن زنانه آدیداس مدل Runfalcon 3', 'adidas', 39_000_000, { attributes: ['shoe-size', 'colour'] }),
          p('تی‌شرت ورزشی مردانه آدیداس مدل Train Essentials', 'adidas', 14_000_000, { icon: 'shirt' }),
          p('شلوار ورزشی زنانه نایکی مدل Dri-FIT', 'nike', 29_000_000, { icon: 'dress' }),
          p('ست گرمکن و شلوار ورزشی مردانه پوما', 'puma', 45_000_000, { icon: 'shirt' }),
        ],
      },
      {
        name: 'کوهنوردی و کمپینگ',
        description: 'چادر، کوله‌پشتی، کیسه خواب و فلاسک.',
        icon: 'tent',
        intro: 'همراهی مطمئن برای کوه، کمپ و سفرهای طبیعت‌گردی است.',
        features: [
          'ضدآب و مقاوم در برابر باد',
          'وزن سبک برای حمل آسان',
          'دوخت تقویت‌شده',
          'جمع‌شدن سریع در کیف حمل',
          'مناسب چهار فصل',
        ],
        specs: [perProduct('material'), COUNTRY],
        weight: [300, 4500],
        products: [
          p('چادر کوهنوردی ۴ نفره اسنوهاک مدل Dome', 'snowhawk', 49_000_000, { specs: { material: 'پلی‌استر' } }),
          p('کوله‌پشتی کوهنوردی ۴۵ لیتری اسنوهاک', 'snowhawk', 32_000_000, {
            icon: 'backpack',
            specs: { material: 'پلی‌استر' },
          }),
          p('کیسه خواب کلمن مدل Hudson', 'coleman', 28_000_000, { icon: 'backpack', specs: { material: 'پلی‌استر' } }),
          p('فلاسک {material} ۱ لیتری کلمن', 'coleman', 14_500_000, { icon: 'bottle', specs: { material: 'استیل' } }),
          p('چراغ پیشانی کلمن مدل CHT15', 'coleman', 9_800_000, { icon: 'powerbank', specs: { material: 'پلاستیک' } }),
        ],
      },
    ],
  },
  {
    name: 'اسباب‌بازی و کودک',
    code: 'KID',
    description: 'اسباب‌بازی، بازی فکری و لوازم نوزاد.',
    hue: 170,
    icon: 'teddy',
    showOnHomePage: true,
    subcategories: [
      {
        name: 'اسباب‌بازی',
        description: 'لگو، عروسک و ماشین کنترلی.',
        icon: 'teddy',
        intro: 'اسباب‌بازی‌ای سرگرم‌کننده که خلاقیت و مهارت کودک را پرورش می‌دهد.',
        features: [
          'مواد اولیه ایمن و بی‌خطر برای کودک',
          'رنگ‌های شاد و ماندگار',
          'پرورش خلاقیت و مهارت‌های حرکتی',
          'مناسب هدیه تولد',
          'دارای استاندارد ایمنی اسباب‌بازی',
        ],
        specs: [{ attribute: 'گروه سنی', options: ['۳ تا ۶ سال', '۶ تا ۱۲ سال'] }, COUNTRY],
        attributes: ['gift-wrap'],
        weight: [200, 2500],
        products: [
          p('لگو سری Classic مدل Creative Bricks 11016', 'lego', 39_000_000, { icon: 'boardgame' }),
          p('عروسک پولیشی خرس مدل تدی ۴۰ سانتی‌متری', null, 6_500_000),
          p('ماشین کنترلی مدل آفرود شارژی', null, 18_000_000),
          p('لگو سری City مدل ایستگاه آتش‌نشانی 60320', 'lego', 129_000_000, { icon: 'boardgame' }),
          p('ست آشپزخانه اسباب‌بازی مدل مینی شف', null, 14_000_000),
        ],
      },
      {
        name: 'بازی فکری و پازل',
        description: 'بازی‌های رومیزی، پازل و شطرنج.',
        icon: 'boardgame',
        intro: 'بازی‌ای دورهمی که ساعت‌ها خانواده و دوستان را سرگرم می‌کند.',
        features: [
          'مناسب دورهمی‌های خانوادگی',
          'تقویت تمرکز و تفکر راهبردی',
          'قطعات باکیفیت و بادوام',
          'دفترچه راهنمای فارسی',
          'مناسب ۲ تا ۸ بازیکن',
        ],
        specs: [{ attribute: 'گروه سنی', options: ['۶ تا ۱۲ سال', 'بزرگسال'] }, COUNTRY],
        weight: [300, 1500],
        products: [
          p('بازی فکری مونوپولی مدل کلاسیک', 'hasbro', 16_000_000),
          p('بازی فکری اسکرابل نسخه فارسی', 'hasbro', 12_500_000),
          p('پازل ۱۰۰۰ تکه طرح میدان نقش جهان', null, 5_500_000),
          p('شطرنج چوبی مدل تورنمنت', null, 8_500_000),
          p('بازی فکری مافیا مدل شب‌های مافیا', 'fekravaran', 4_900_000),
        ],
      },
      {
        name: 'لوازم نوزاد',
        description: 'شیشه شیر، پوشک، کالسکه و پستانک.',
        icon: 'babybottle',
        intro: 'برای آرامش و سلامت نوزاد و راحتی پدر و مادر طراحی شده است.',
        features: [
          'بدون BPA و ایمن برای نوزاد',
          'جنس نرم و ضدحساسیت',
          'شست‌وشو و استریل آسان',
          'تأییدشده متخصصان اطفال',
          'طراحی سبک و کاربردی',
        ],
        specs: [{ attribute: 'گروه سنی', options: ['نوزاد'] }, COUNTRY],
        weight: [80, 9000],
        products: [
          p('شیشه شیر چیکو مدل Natural Feeling حجم ۲۵۰ میلی‌لیتر', 'chicco', 5_400_000),
          p('پوشک بچه مای‌بیبی سایز ۴ بسته ۴۰ عددی', 'mybaby', 8_900_000, { allowed: '1,2,4' }),
          p('کالسکه چیکو مدل Liteway', 'chicco', 179_000_000),
          p('پستانک چیکو مدل Physio Soft بسته ۲ عددی', 'chicco', 2_800_000),
          p('حوله کلاه‌دار نوزاد نخی', null, 3_600_000, { icon: 'teddy' }),
        ],
      },
    ],
  },
];
