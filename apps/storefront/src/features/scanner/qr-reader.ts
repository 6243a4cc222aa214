type Source = CanvasImageSource & ImageBitmapSource;
export type QrReader = (source: Source, width: number, height: number) => Promise<string | null>;

interface BarcodeDetectorInstance {
  detect(source: ImageBitmapSource): Promise<Array<{ rawValue: string }>>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

/** Large pictures are scaled down first: ZXing's time grows with the pixels, and a QR code needs few. */
const MAX_SIDE = 1024;

async function browserDetector(): Promise<BarcodeDetectorInstance | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    return (await Detector.getSupportedFormats()).includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

export async function createQrReader(): Promise<QrReader> {
  const detector = await browserDetector();
  if (detector) return async (source) => (await detector.detect(source))[0]?.rawValue ?? null;

  const { decodeQrFromRgba } = await import('./qr-decoder');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('2D canvas unavailable');
  // ZXing decodes synchronously; the executor turns a throw into a rejection, as the detector's path does.
  return (source, width, height) =>
    new Promise((resolve) => {
      const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
      canvas.width = Math.max(1, Math.round(width * scale));
      canvas.height = Math.max(1, Math.round(height * scale));
      context.drawImage(source, 0, 0, canvas.width, canvas.height);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      resolve(decodeQrFromRgba(data, canvas.width, canvas.height));
    });
}

export async function readQrFromFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const read = await createQrReader();
    return await read(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
