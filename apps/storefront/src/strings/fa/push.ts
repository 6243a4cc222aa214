export const push = {
  confirm: 'تایید',
} as const;
