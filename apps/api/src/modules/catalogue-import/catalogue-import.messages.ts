import { toPersianDigits } from '@sabad/contract';
import { CATALOGUE_IMPORT_COLUMNS, CATALOGUE_IMPORT_MAX_ROWS } from '@sabad/contract/admin';

const n = (value: number) => toPersianDigits(value.toLocaleString('en-US').replace(/,/g, '٬'));
const megabytes = (bytes: number) => toPersianDigits(Math.round(bytes / (1024 * 1024)));

export const importMessages = {
  noFile: 'فایلی فرستاده نشد؛ یک فایل CSV یا XLSX انتخاب کنید.',
  tooBig: (maxBytes: number) =>
    `فایل بزرگ‌تر از ${megabytes(maxBytes)} مگابایت است و خوانده نشد؛ آن را در چند فایل کوچک‌تر بفرستید.`,
  notCsvOrXlsx: 'این فایل نه CSV است نه XLSX؛ فایل را از Excel با قالب «CSV UTF-8» یا «XLSX» ذخیره کنید.',
  oldExcel: 'فایل‌های XLS قدیمی پذیرفته نیستند؛ آن را در Excel با قالب XLSX ذخیره کنید.',
  notUtf8: 'فایل CSV باید با کدگذاری UTF-8 ذخیره شده باشد؛ در Excel قالب «CSV UTF-8» را برگزینید.',
  brokenCsv: (row: number) => `فایل CSV در ردیف ${n(row)} خراب است (نقل‌قولی بسته نشده یا ستون‌ها به هم ریخته‌اند).`,
  brokenXlsx: 'فایل XLSX خراب است و خوانده نشد.',
  xlsxBomb: (limitBytes: number) =>
    `این فایل XLSX پس از باز شدن بیش از ${megabytes(limitBytes)} مگابایت می‌شود؛ چنین فایلی خوانده نمی‌شود (ممکن است بمب فشرده باشد).`,
  xlsxNoSheet: 'فایل XLSX هیچ برگه‌ای ندارد.',
  tooManyRows: `فایل بیش از ${n(CATALOGUE_IMPORT_MAX_ROWS)} ردیف دارد؛ آن را در چند فایل بفرستید.`,
  noRows: 'فایل هیچ ردیف کالایی ندارد؛ ردیف نخست سرستون‌هاست و کالاها از ردیف دوم می‌آیند.',
  unknownColumn: (header: string) =>
    `ستون «${header}» شناخته نیست. ستون‌های پذیرفته: ${CATALOGUE_IMPORT_COLUMNS.map((c) => `«${c.header}»`).join('، ')}؛ قالب را بارگیری کنید.`,
  emptyHeader: (column: number) => `سرستون ستون ${n(column)} خالی است؛ هر ستون باید نامی از قالب داشته باشد.`,
  duplicateColumn: (header: string) => `ستون «${header}» دو بار آمده است.`,
  missingSku: `ستون «${CATALOGUE_IMPORT_COLUMNS[0]?.header ?? 'SKU'}» در فایل نیست؛ هر ردیف با SKU پیدا یا ساخته می‌شود.`,
  onlySku: 'جز SKU ستونی در فایل نیست؛ دست‌کم یکی از قیمت، موجودی، نام، انتشار یا دسته‌بندی را بیاورید.',
  notFound: 'این درون‌ریزی پیدا نشد.',
  notPreviewed: 'این درون‌ریزی پیش‌تر اعمال شده است.',
  nothingValid: 'هیچ ردیف درستی برای اعمال نیست؛ خطاها را در فایل درست کنید و دوباره بارگذاری کنید.',

  // Row errors: the column's header is given beside each.
  skuMissing: 'SKU خالی است.',
  skuTooLong: 'SKU بیش از ۱۰۰ نویسه است.',
  skuRepeated: (row: number) => `این SKU در ردیف ${n(row)} هم آمده است؛ هر کالا یک بار.`,
  nameTooLong: 'نام بیش از ۴۰۰ نویسه است.',
  notANumber: (text: string) => `«${text}» عدد نیست.`,
  mixedDigits: (text: string) =>
    `در «${text}» رقم‌های فارسی و لاتین با هم آمده‌اند؛ همه را فارسی یا همه را لاتین بنویسید.`,
  notWhole: (text: string) => `«${text}» عدد صحیح نیست.`,
  negative: (text: string) => `«${text}» منفی است؛ منفی پذیرفته نیست.`,
  tooLarge: (text: string) => `«${text}» بیش از اندازه بزرگ است.`,
  notYesNo: (text: string) => `«${text}» نه «بله» است نه «خیر».`,
  unknownCategory: (name: string) => `دسته‌بندی «${name}» در فروشگاه نیست.`,
  ambiguousCategory: (name: string) => `چند دسته‌بندی با نام «${name}» هست؛ نام را یکتا کنید.`,
  newNeedsName: 'این SKU در فروشگاه نیست و کالای تازه نام می‌خواهد.',
  newNeedsPrice: 'این SKU در فروشگاه نیست و کالای تازه قیمت می‌خواهد.',
  rowFailed: 'این ردیف اعمال نشد؛ دوباره بکوشید.',
  manySkus: 'چند کالا با این SKU در فروشگاه هست؛ این ردیف اعمال نشد.',
};
