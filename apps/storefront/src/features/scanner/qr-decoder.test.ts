import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeQrFromRgba } from './qr-decoder';

/** Draws a QR code as a picture would hold it: RGBA pixels, `scale` pixels a module, a quiet zone. */
function qrPicture(text: string, scale = 4, quietModules = 4) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = (modules.size + quietModules * 2) * scale;
  const rgba = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++) {
        for (let x = 0; x < scale; x++) {
          const p = (((row + quietModules) * scale + y) * size + (col + quietModules) * scale + x) * 4;
          rgba[p] = rgba[p + 1] = rgba[p + 2] = 20;
        }
      }
    }
  }
  return { rgba, size };
}

describe('QR decoding from pixels (the fallback without BarcodeDetector)', () => {
  it.each(['https://shop.example.com/product-details/42', 'SB-MOB-101'])(
    'reads %s back from a generated QR picture',
    (text) => {
      const { rgba, size } = qrPicture(text);
      expect(decodeQrFromRgba(rgba, size, size)).toBe(text);
    },
  );

  it("reads the codes ZXing's detector alone misses (found when the e2e journey's picture of one was not read)", () => {
    // 30005, 30031 and 30117 are three of the 24 ports in 30000–31499 whose product link the detector alone did not read.
    const missed = [30005, 30031, 30117].map((port) => `http://127.0.0.1:${port}/product-details/2`);
    const links = [
      ...missed,
      ...Array.from({ length: 200 }, (_, i) => `http://127.0.0.1:${40000 + i}/product-details/7`),
    ];
    const unread = links.filter((link) => {
      const { rgba, size } = qrPicture(link, 8);
      return decodeQrFromRgba(rgba, size, size) !== link;
    });
    expect(unread).toEqual([]);
  });

  it('answers null for a picture without a code', () => {
    const blank = new Uint8ClampedArray(120 * 120 * 4).fill(255);
    expect(decodeQrFromRgba(blank, 120, 120)).toBeNull();
  });
});
