/**
 * The native app scans with Google ML Kit (@capacitor-mlkit/barcode-scanning) and its ready-made
 * scanner screen; the plugin is loaded only there. Setup of the Android and iOS projects:
 * docs/architecture.md, "QR code scanner".
 */
import { getAppPlatform } from '../../lib/platform';

export class NativeScannerUnavailableError extends Error {
  constructor() {
    super('The native barcode scanner is not available');
    this.name = 'NativeScannerUnavailableError';
  }
}

/** The scanned text; null when the shopper closed the scanner without a code. */
export async function scanWithNativeScanner(): Promise<string | null> {
  const { BarcodeScanner, BarcodeFormat } = await import('@capacitor-mlkit/barcode-scanning');
  if (getAppPlatform() === 'android') {
    // Android's scanner screen comes from Google Play services and needs no camera permission; its
    // module is downloaded once, in the background, the first time.
    const { available } = await BarcodeScanner.isGoogleBarcodeScannerModuleAvailable();
    if (!available) {
      void BarcodeScanner.installGoogleBarcodeScannerModule().catch(() => undefined);
      throw new NativeScannerUnavailableError();
    }
  } else {
    const { camera } = await BarcodeScanner.requestPermissions();
    if (camera !== 'granted' && camera !== 'limited') throw new NativeScannerUnavailableError();
  }
  try {
    const { barcodes } = await BarcodeScanner.scan({ formats: [BarcodeFormat.QrCode] });
    return barcodes[0]?.rawValue ?? null;
  } catch (error) {
    // Closing the scanner rejects with "scan canceled": no code, not a failure.
    if (error instanceof Error && /cancel/i.test(error.message)) return null;
    throw error;
  }
}
