import type { AppVersionRecord } from '@sabad/contract';
import { describe, expect, it } from 'vitest';
import { compareDottedVersions, findAvailableUpdate, pickVersionRecord, toAndroidVersionNumber } from './version-check';

const record = (overrides: Partial<AppVersionRecord> = {}): AppVersionRecord => ({
  appUrlScheme: 'sabad',
  androidAppVersion: '50104',
  androidStoreUrl: 'https://play.example/sabad',
  iosAppVersion: '5.1.4',
  iosStoreUrl: 'https://apps.example/sabad',
  ...overrides,
});

describe('version check', () => {
  it('pads each part of x.y.z to two digits on Android', () => {
    expect(toAndroidVersionNumber('5.1.4')).toBe(50104);
    expect(toAndroidVersionNumber('12.10.3')).toBe(121003);
  });

  it('offers the update on Android when the remote number is greater than the padded installed version', () => {
    expect(findAvailableUpdate('android', '5.1.4', record({ androidAppVersion: '50105' }))).toEqual({
      storeUrl: 'https://play.example/sabad',
    });
    expect(findAvailableUpdate('android', '5.1.4', record({ androidAppVersion: '50104' }))).toBeNull();
    expect(findAvailableUpdate('android', '5.1.4', record({ androidAppVersion: '50009' }))).toBeNull();
  });

  it('compares the raw dotted value on iOS', () => {
    expect(findAvailableUpdate('ios', '5.1.4', record({ iosAppVersion: '5.2.0' }))).toEqual({
      storeUrl: 'https://apps.example/sabad',
    });
    expect(findAvailableUpdate('ios', '5.1.4', record({ iosAppVersion: '5.1.4' }))).toBeNull();
    expect(compareDottedVersions('5.10.0', '5.9.3')).toBe(1);
  });

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
