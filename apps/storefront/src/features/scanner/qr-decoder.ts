// ZXing's QR reader: the fallback where the browser has no BarcodeDetector, loaded on demand only.
// Deep imports of the QR reader alone: the package index pulls in every format.
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import DecodeHintType from '@zxing/library/esm/core/DecodeHintType';
import Exception from '@zxing/library/esm/core/Exception';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';

const reader = new QRCodeReader();
const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);
/** ZXing misses some clean upright codes a pure-code read finds; a photo fails that fast, so it is the second try. */
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

export function decodeQrFromRgba(rgba: Uint8ClampedArray, width: number, height: number): string | null {
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; i < luminance.length; i++, p += 4) {
    // Integer Rec. 601 weights, as ZXing computes luminance itself.
    luminance[i] = ((rgba[p] ?? 0) * 306 + (rgba[p + 1] ?? 0) * 601 + (rgba[p + 2] ?? 0) * 117) >> 10;
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
  return decode(bitmap, hints) ?? decode(bitmap, pureHints);
}
