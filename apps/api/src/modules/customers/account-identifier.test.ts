import { describe, expect, it } from 'vitest';
import { maskIdentifier, parseAccountIdentifier } from './account-identifier.js';

describe('account identifier', () => {
  it.each([
    ['09121234567', '09121234567'],
    ['۰۹۱۲۱۲۳۴۵۶۷', '09121234567'],
    ['٠٩١٢١٢٣٤٥٦٧', '09121234567'],
    ['+989121234567', '09121234567'],
    ['00989121234567', '09121234567'],
    ['989121234567', '09121234567'],
    ['9121234567', '09121234567'],
    [' 0912 123 4567 ', '09121234567'],
  ])('reads the mobile number %s', (input, stored) => {
    expect(parseAccountIdentifier(input)).toEqual({ kind: 'mobile', value: stored });
  });

  it('reads emails in lower case', () => {
    expect(parseAccountIdentifier('  Sara.Ahmadi@Example.COM ')).toEqual({
      kind: 'email',
      value: 'sara.ahmadi@example.com',
    });
  });

  it.each([
    '',
    'sara',
    'sara@',
    '@example.com',
    'sara@example',
    '0912123456',
    '091212345678',
    '08121234567',
    '۰۲۱۸۸۸۸۸۸۸۸',
  ])('rejects %j', (input) => {
    expect(parseAccountIdentifier(input)).toBeNull();
  });

  it('masks for messages', () => {
    expect(maskIdentifier({ kind: 'mobile', value: '09121234567' })).toBe('0912***4567');
    expect(maskIdentifier({ kind: 'email', value: 'sara@example.com' })).toBe('sa***@example.com');
  });
});
