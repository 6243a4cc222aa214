export const productFilters = {
  title: 'فیلترها',
  close: 'بستن فیلترها',
  clear: 'حذف همهٔ فیلترها',
  brands: 'برند',
  price: 'محدودهٔ قیمت (تومان)',
  priceFrom: 'از',
  priceTo: 'تا',
  priceRange: (min: string, max: string) => `قیمت محصولات این فهرست: ${min} تا ${max}`,
  applyPrice: 'اعمال قیمت',
  invalidPrice: 'قیمت را با رقم بنویسید؛ «از» نباید از «تا» بیشتر باشد.',
  show: (count: string) => `نمایش ${count} محصول`,
  empty: 'فیلتری برای این فهرست نیست.',
} as const;
