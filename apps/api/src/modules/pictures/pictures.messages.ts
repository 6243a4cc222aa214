export const pictureMessages = {
  pictureNotFound: 'تصویر مورد نظر پیدا نشد.',
} as const;
