export const addressKeys = {
  all: ['address'] as const,
  list: ['address', 'list'] as const,
  form: ['address', 'form'] as const,
  cities: (provinceId: number) => ['address', 'cities', provinceId] as const,
};
