/**
 * serializeAnswer (ADR 0035): checked, an answer must come out of the contract's schema unchanged,
 * field for field and in order, so that production, which sends it unchecked, sends what the
 * check passed; unchecked, it is the answer's JSON as built.
 */
import { describe, expect, it } from 'vitest';
import { ManufacturerList } from '@sabad/contract';
import { serializeAnswer } from './contract-routes.js';

const brand = { Id: 3, Name: 'سامسونگ', PictureUrl: null, CustomProperties: {} };

describe('serializeAnswer', () => {
  it('sends an answer the contract passes unchanged as its JSON, checked or not', () => {
    const answer = { Items: [brand] };
    expect(serializeAnswer(ManufacturerList, answer, true)).toBe(JSON.stringify(answer));
    expect(serializeAnswer(ManufacturerList, answer, false)).toBe(JSON.stringify(answer));
  });

  it('refuses, checked, a field the contract lacks, a wrong value and another order of fields', () => {
    expect(() => serializeAnswer(ManufacturerList, { Items: [{ ...brand, Secret: 'x' }] }, true)).toThrow(
      /differs from its contract/,
    );
    expect(() => serializeAnswer(ManufacturerList, { Items: [{ ...brand, Id: '3' }] }, true)).toThrow();
    const { Id, ...rest } = brand;
    expect(() => serializeAnswer(ManufacturerList, { Items: [{ ...rest, Id }] }, true)).toThrow(
      /differs from its contract/,
    );
  });

  it('sends, unchecked, the answer as built: the check is what keeps production honest', () => {
    const answer = { Items: [{ ...brand, Secret: 'x' }] };
    expect(serializeAnswer(ManufacturerList, answer, false)).toBe(JSON.stringify(answer));
  });
});
