/**
 * Decodes a QR code from pixels with ZXing's QR reader (pure JavaScript): the fallback where the
 * browser has no BarcodeDetector. Loaded on demand only (see scanner.ts), never on the first load.
 */
// Deep imports of the QR reader alone: the package index pulls in every format (~105 KB gzip).
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import DecodeHintType from '@zxing/library/esm/core/DecodeHintType';
import Exception from '@zxing/library/esm/core/Exception';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';

const reader = new QRCodeReader();
const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);
/**
 * ZXing's detector misses some clean, upright codes: of 1,500 generated store links (one port each), 24 came
 * back NotFound, Format or Checksum errors (a picture of a code on a screen, the e2e journey's own picture).
 * Read as a pure code (only the code and its quiet zone, upright), all 1,500 are read; a photo with more
 * around the code fails that fast, so it is the second try, not the first.
 */
const pureHints = new Map<DecodeHintType, unknown>([[DecodeHintType.PURE_BARCODE, true]]);

function decode(bitmap: BinaryBitmap, withHints: Map<DecodeHintType, unknown>): string | null {
  try {
    return reader.decode(bitmap, withHints).getText();
  } catch (error) {
    // No code, or one too damaged to read (ZXing's NotFound, Checksum and Format exceptions).
    if (error instanceof Exception) return null;
    throw error;
  } finally {
    reader.reset();
  }
}

/** RGBA pixels (as a canvas gives them) → the QR code's text, or null when there is none. */
export function decodeQrFromRgba(rgba: Uint8ClampedArray, width: number, height: number): string | null {
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; i < luminance.length; i++, p += 4) {
    // Integer Rec. 601 weights, as ZXing computes luminance itself.
    luminance[i] = ((rgba[p] ?? 0) * 306 + (rgba[p + 1] ?? 0) * 601 + (rgba[p + 2] ?? 0) * 117) >> 10;
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
  return decode(bitmap, hints) ?? decode(bitmap, pureHints);
}
