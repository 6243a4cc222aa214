/**
 * The Android side of the remote version record (`/app-version.json`, docs/product.md §9): Android
 * compares versions as numbers, the installed x.y.z padded to two digits a part ("5.1.4" → 50104),
 * so `androidAppVersion` carries that number ("50104"). The API stores it so and the storefront
 * compares with it; both go through this one function.
 */

const PADDED_NUMBER = /^\d{1,6}$/;
const DOTTED = /^\d{1,2}\.\d{1,2}\.\d{1,2}$/;

/**
 * A version as Android compares it: the padded number as it is ("50105" → 50105), or x.y.z padded
 * to two digits a part ("5.10.0" → 51000). Null for anything else, e.g. a part above 99, which
 * two digits cannot hold.
 */
export function androidVersionNumber(version: string): number | null {
  const text = version.trim();
  if (PADDED_NUMBER.test(text)) return Number(text);
  if (!DOTTED.test(text)) return null;
  return Number(
    text
      .split('.')
      .map((part) => part.padStart(2, '0'))
      .join(''),
  );
}
