/** Persian texts of the pictures served by the store. */
export const pictureMessages = {
  pictureNotFound: 'تصویر مورد نظر پیدا نشد.',
} as const;
