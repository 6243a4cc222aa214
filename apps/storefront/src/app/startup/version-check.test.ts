import type { AppVersionRecord } from '@sabad/contract';
import { describe, expect, it } from 'vitest';
import { compareDottedVersions, findAvailableUpdate, pickVersionRecord } from './version-check';

const record = (overrides: Partial<AppVersionRecord> = {}): AppVersionRecord => ({
  appUrlScheme: 'sabad',
  androidAppVersion: '50104',
  androidStoreUrl: 'https://play.example/sabad',
  iosAppVersion: '5.1.4',
  iosStoreUrl: 'https://apps.example/sabad',
  ...overrides,
});

const android = (installed: string, remote: string) =>
  findAvailableUpdate('android', installed, record({ androidAppVersion: remote }));
const ios = (installed: string, remote: string) =>
  findAvailableUpdate('ios', installed, record({ iosAppVersion: remote }));
const playStore = { storeUrl: 'https://play.example/sabad' };
const appStore = { storeUrl: 'https://apps.example/sabad' };

describe('version check on Android: the remote number against the installed version padded to xxyyzz', () => {
  it('prompts for a newer build, written as the number or as x.y.z', () => {
    expect(android('5.1.4', '50105')).toEqual(playStore);
    expect(android('5.1.4', '5.1.5')).toEqual(playStore);
    expect(android('5.1.4', '51000')).toEqual(playStore);
    expect(android('5.1.4', '5.10.0')).toEqual(playStore);
    expect(android('5.1.4', '60000')).toEqual(playStore);
    expect(android('5.1.4', '6.0.0')).toEqual(playStore);
  });

  it('stays quiet for the same or an older build', () => {
    expect(android('5.1.4', '50104')).toBeNull();
    expect(android('5.1.4', '5.1.4')).toBeNull();
    expect(android('5.1.5', '50104')).toBeNull();
    expect(android('5.10.0', '50900')).toBeNull();
    expect(android('6.0.0', '5.10.0')).toBeNull();
  });

  it('compares numbers, not text: 5.10.0 is newer than 5.9.0', () => {
    expect(android('5.9.0', '51000')).toEqual(playStore);
    expect(android('5.10.0', '50900')).toBeNull();
  });

  it('never prompts on a value it cannot compare', () => {
    expect(android('5.1.4', '')).toBeNull();
    expect(android('5.1.4', 'latest')).toBeNull();
    expect(android('5.1.4', '5.100.0')).toBeNull();
  });
});

describe('version check on iOS: the raw dotted values', () => {
  it('prompts for a newer build and not for the same or an older one', () => {
    expect(ios('5.1.4', '5.1.5')).toEqual(appStore);
    expect(ios('5.1.4', '5.10.0')).toEqual(appStore);
    expect(ios('5.1.4', '6.0.0')).toEqual(appStore);
    expect(ios('5.1.4', '5.1.4')).toBeNull();
    expect(ios('5.10.0', '5.9.9')).toBeNull();
    expect(compareDottedVersions('5.10.0', '5.9.3')).toBe(1);
  });
});

describe('version check', () => {
  it('never prompts on the web or without a record for this app', () => {
    expect(findAvailableUpdate('web', '5.1.4', record({ androidAppVersion: '99999' }))).toBeNull();
    expect(findAvailableUpdate('android', '5.1.4', undefined)).toBeNull();
  });

  it("uses the record whose appUrlScheme is the app's own", () => {
    const mine = record();
    expect(pickVersionRecord([record({ appUrlScheme: 'other' }), mine], 'sabad')).toBe(mine);
    expect(pickVersionRecord([record({ appUrlScheme: 'other' })], 'sabad')).toBeUndefined();
  });
});
