// The ?ref= code is kept for 30 days and sent with registration, so whoever shared the link gets the customer.
import { storeConfig } from '@/config/store-config';
import { isNativePlatform } from './platform';
import { storage } from './storage';

const STORAGE_KEY = 'referral-code';
const LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const CODE = /^[A-Za-z0-9]{4,20}$/;

interface StoredReferral {
  code: string;
  savedAt: number;
}

export async function captureReferralCode(search: string, now: number = Date.now()): Promise<void> {
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (!code || !CODE.test(code)) return;
  const stored: StoredReferral = { code: code.toUpperCase(), savedAt: now };
  await storage.set(STORAGE_KEY, JSON.stringify(stored));
}

export async function readReferralCode(now: number = Date.now()): Promise<string | null> {
  const text = await storage.get(STORAGE_KEY);
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as Partial<StoredReferral>;
    if (typeof stored.code === 'string' && typeof stored.savedAt === 'number' && now - stored.savedAt < LIFETIME_MS) {
      return stored.code;
    }
  } catch {
    // Unreadable: forgotten below.
  }
  await storage.remove(STORAGE_KEY);
  return null;
}

export function appOrigin(): string {
  return isNativePlatform() ? storeConfig.apiBaseUrl : window.location.origin;
}

export function referralLink(origin: string, code: string): string {
  return `${origin}/?ref=${encodeURIComponent(code)}`;
}
