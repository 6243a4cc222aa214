export const reviewMessages = {
  reviewsDisabled: 'ثبت نظر در این فروشگاه غیرفعال است.',
  alreadyReviewed: 'شما قبلاً برای این محصول نظر ثبت کرده‌اید.',
  addedApproved: 'نظر شما ثبت شد. از اینکه تجربه‌تان را با دیگران در میان گذاشتید سپاسگزاریم.',
  addedPending: 'نظر شما ثبت شد و پس از تأیید مدیر فروشگاه نمایش داده می‌شود.',
  reviewNotFound: 'نظر مورد نظر پیدا نشد.',
  ownReviewVote: 'نمی‌توانید به نظر خودتان رأی دهید.',
  voteSaved: 'رأی شما ثبت شد. سپاس!',
  anonymousName: 'کاربر سبد',
} as const;
