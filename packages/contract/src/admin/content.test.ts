import { describe, expect, it } from 'vitest';
import { AdminBlogPostInput } from './content.js';

const scheduled = (publishAt: string) =>
  AdminBlogPostInput.safeParse({ title: 'نوشتهٔ تازه', body: '<p>متن</p>', publication: 'schedule', publishAt });

describe('a blog post scheduled for later', () => {
  it('takes a moment with its offset', () => {
    expect(scheduled('2026-12-01T09:30:00+03:30').success).toBe(true);
    expect(scheduled('2028-02-29T06:00:00Z').success).toBe(true);
  });

  it('refuses a day the calendar does not have, which Date.parse would move on to March', () => {
    for (const at of ['2026-02-30T09:30:00+03:30', '2026-04-31T00:00:00Z', 'فردا']) {
      const result = scheduled(at);
      expect(result.success, at).toBe(false);
      expect(
        result.error?.issues.map((issue) => issue.message),
        at,
      ).toContain('زمان انتشار معتبر نیست.');
    }
  });
});
