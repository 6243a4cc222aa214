import { describe, expect, it } from 'vitest';
import { androidVersionNumber } from './app-version.js';

describe('androidVersionNumber', () => {
  it('pads x.y.z to two digits a part', () => {
    expect(androidVersionNumber('5.1.4')).toBe(50104);
    expect(androidVersionNumber('5.10.0')).toBe(51000);
    expect(androidVersionNumber('12.10.3')).toBe(121003);
    expect(androidVersionNumber('6.0.0')).toBe(60000);
  });

  it('takes the padded number as it is', () => {
    expect(androidVersionNumber('50105')).toBe(50105);
    expect(androidVersionNumber(' 60000 ')).toBe(60000);
  });

  it('refuses what two digits a part cannot hold, and anything else', () => {
    for (const bad of ['5.100.0', '5.1', '5.1.4.2', 'v5.1.4', '', '5.1.4-beta', '1234567'])
      expect(androidVersionNumber(bad), bad).toBeNull();
  });
});
