import { androidVersionNumber, type AppVersionRecord } from '@sabad/contract';
import type { AppPlatform } from '@/lib/platform';

export function compareDottedVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

export function pickVersionRecord(records: AppVersionRecord[], appUrlScheme: string): AppVersionRecord | undefined {
  return records.find((record) => record.appUrlScheme === appUrlScheme);
}

export interface AvailableUpdate {
  storeUrl: string;
}

/** Android compares numbers padded to two digits a part (5.1.4 → 50104); iOS compares the dotted values. */
export function findAvailableUpdate(
  platform: AppPlatform,
  installedVersion: string,
  record: AppVersionRecord | undefined,
): AvailableUpdate | null {
  if (!record) return null;
  if (platform === 'android') {
    const remote = androidVersionNumber(record.androidAppVersion);
    const installed = androidVersionNumber(installedVersion);
    if (remote !== null && installed !== null && remote > installed) return { storeUrl: record.androidStoreUrl };
  }
  if (platform === 'ios') {
    if (
      /^\d+(\.\d+)*$/.test(record.iosAppVersion) &&
      compareDottedVersions(record.iosAppVersion, installedVersion) > 0
    ) {
      return { storeUrl: record.iosStoreUrl };
    }
  }
  return null;
}
