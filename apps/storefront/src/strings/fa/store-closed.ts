export const storeClosed = {
  title: 'فروشگاه بسته است',
  message: 'فروشگاه در حال حاضر بسته است. لطفاً کمی بعد دوباره سر بزنید.',
} as const;
