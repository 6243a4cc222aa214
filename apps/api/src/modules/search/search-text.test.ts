import { describe, expect, it } from 'vitest';
import {
  editDistance,
  htmlToText,
  isTypoEligible,
  prefixEnd,
  productSearchTerms,
  queryWords,
  twoTypoKeys,
  typoKeys,
  withinOneEdit,
} from './search-text.js';

describe('search text', () => {
  it('indexes every folded word, every pair of name and brand words joined and description pairs around short words and suffixes', () => {
    const terms = productSearchTerms({
      name: 'گوشی‌های سامسونگ',
      sku: 'SM-A54',
      shortDescription: 'قاب',
      fullDescription: '<p>محافظ&nbsp;گوشی بزرگ ترین</p>',
      brand: 'پارس خزر',
    });
    expect(
      Object.fromEntries(
        [...terms].map(([term, o]) => [
          term,
          `${o.ofBrand ? 'brand' : o.inName ? 'name' : 'description'} ${o.isWord ? 'word' : 'pair'}`,
        ]),
      ),
    ).toEqual({
      گوشی: 'name word',
      های: 'name word',
      گوشیهای: 'name pair',
      سامسونگ: 'name word',
      هایسامسونگ: 'name pair',
      sm: 'name word',
      a54: 'name word',
      sma54: 'name pair',
      پارس: 'brand word',
      خزر: 'brand word',
      پارسخزر: 'brand pair',
      قاب: 'description word',
      محافظ: 'description word',
      قابمحافظ: 'description pair',
      بزرگ: 'description word',
      ترین: 'description word',
      بزرگترین: 'description pair',
    });
  });

  it('reads the text of a description with tags and entities', () => {
    expect(htmlToText('<p>می&zwnj;خواهم&#8204;ها &amp; <br/>ok&#x41;</p>')).toBe(' می\u200cخواهم\u200cها &  okA ');
  });

  it('folds and limits the words of a query', () => {
    expect(queryWords('  كتابهاي ١٢٣ ')).toEqual(['کتابهای', '123']);
    expect(queryWords('a b c d e f g h i j k l')).toHaveLength(10);
  });

  it('bounds a prefix range by incrementing its last letter', () => {
    expect(prefixEnd('abc')).toBe('abd');
    expect(prefixEnd('گوش')).toBe('گوص');
    const [word, prefix] = ['گوشی', 'گوش'];
    expect(word >= prefix && word < prefixEnd(prefix)).toBe(true);
  });

  it('forgives one substitution, insertion, deletion or swap, nothing more', () => {
    expect(withinOneEdit('یخچال', 'یخجال')).toBe(true);
    expect(withinOneEdit('یخچال', 'یخچل')).toBe(true);
    expect(withinOneEdit('یخچال', 'یخچاال')).toBe(true);
    expect(withinOneEdit('یخچال', 'یچخال')).toBe(true);
    expect(withinOneEdit('یخچال', 'یجخال')).toBe(false);
    expect(withinOneEdit('یخچال', 'خچا')).toBe(false);
    expect(withinOneEdit('abc', 'bca')).toBe(false);
  });

  it('counts edits as substitutions, insertions, deletions and swaps of neighbours', () => {
    expect(editDistance('samsung', 'samsung')).toBe(0);
    expect(editDistance('samsugn', 'samsung')).toBe(1);
    expect(editDistance('samsuungg', 'samsung')).toBe(2);
    expect(editDistance('سامسونگ', 'سامسنگ')).toBe(1);
    expect(editDistance('abc', 'bca')).toBe(2);
  });

  it('reaches words two letters shorter through the keys of two deletions', () => {
    const stored = new Set(typoKeys('samsung'));
    expect(twoTypoKeys('samsuungg').some((key) => stored.has(key))).toBe(true);
    expect(twoTypoKeys('xiaomy').some((key) => stored.has(key))).toBe(false);
  });

  it('keys typos of words of 4+ letters without digits by their one-letter deletions', () => {
    expect(typoKeys('abcd').sort()).toEqual(['abc', 'abcd', 'abd', 'acd', 'bcd']);
    expect(typoKeys('aab').sort()).toEqual(['aa', 'aab', 'ab']);
    expect([isTypoEligible('چای'), isTypoEligible('کیبورد'), isTypoEligible('a54x')]).toEqual([false, true, false]);
  });
});
