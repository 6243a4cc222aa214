export const contentMessages = {
  topicNotFound: 'صفحهٔ اطلاعاتی مورد نظر پیدا نشد.',
} as const;
