export const contactKeys = {
  all: ['contact'] as const,
  info: ['contact', 'info'] as const,
};
