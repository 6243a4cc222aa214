// Setup of the Android and iOS projects: docs/architecture.md, "QR code scanner".
import { getAppPlatform } from '@/lib/platform';

export class NativeScannerUnavailableError extends Error {
  constructor() {
    super('The native barcode scanner is not available');
    this.name = 'NativeScannerUnavailableError';
  }
}

export async function scanWithNativeScanner(): Promise<string | null> {
  const { BarcodeScanner, BarcodeFormat } = await import('@capacitor-mlkit/barcode-scanning');
  if (getAppPlatform() === 'android') {
    // Android's scanner screen comes from Google Play services (no camera permission), downloaded once.
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
