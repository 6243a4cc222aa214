/** Made once: building an Intl formatter costs more than the rest of numbering an order. */
const jalaliYearInTehran = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  year: 'numeric',
  timeZone: 'Asia/Tehran',
});

export function orderNumberOf(id: number, placedAt: Date): string {
  const year =
    jalaliYearInTehran.formatToParts(placedAt).find((part) => part.type === 'year')?.value ??
    String(placedAt.getUTCFullYear() - 621);
  return `${year}-${String(id).padStart(6, '0')}`;
}
