/** Query keys of the customer's addresses; a logout forgets everything under `address`. */
export const addressKeys = {
  all: ['address'] as const,
  list: ['address', 'list'] as const,
  form: ['address', 'form'] as const,
  cities: (provinceId: number) => ['address', 'cities', provinceId] as const,
};
