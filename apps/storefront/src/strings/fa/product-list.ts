export const productList = {
  title: 'محصولات',
  searchTitle: (words: string) => `جستجو: ${words}`,
  sortLabel: 'مرتب‌سازی',
  sort: {
    position: 'پیش‌فرض',
    'name-asc': 'نام: الف تا ی',
    'name-desc': 'نام: ی تا الف',
    'price-asc': 'ارزان‌ترین',
    'price-desc': 'گران‌ترین',
    newest: 'جدیدترین',
  },
  empty: 'محصولی با این مشخصات پیدا نشد.',
  totalCount: (count: string) => `${count} محصول`,
  loadingMore: 'در حال دریافت محصولات بیشتر…',
  filter: 'فیلتر',
  filterWithCount: (count: string) => `فیلتر (${count})`,
} as const;
