export const tabs = {
  home: 'خانه',
  categories: 'دسته‌بندی',
  cart: 'سبد خرید',
  profile: 'پروفایل',
  login: 'ورود',
} as const;
