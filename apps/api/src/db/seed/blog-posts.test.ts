import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { BLOG_POSTS, seedBlogPosts } from './blog-posts.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  const f = catalogFixture(db.kysely);
  // The seed's reviewers comment on the posts; five stand in for them here.
  for (const name of ['سارا', 'علی', 'مریم', 'رضا', 'نگار']) await f.customer({ firstName: name, lastName: 'آزمون' });
  await seedBlogPosts(db.kysely);
});
afterAll(() => db.close());

describe('the demo blog', () => {
  it('writes at least six posts, each with a cover, tags, an overview and a clean body, published in the past', async () => {
    const posts = await db.kysely
      .selectFrom('blog_post as b')
      .innerJoin('picture as p', 'p.id', 'b.picture_id')
      .select(['b.id', 'b.title', 'b.body', 'b.body_overview', 'b.published_at', 'p.mime_type', 'p.width', 'p.height'])
      .orderBy('b.id')
      .execute();
    expect(posts.length).toBe(BLOG_POSTS.length);
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const post of posts) {
      expect(post).toMatchObject({ mime_type: 'image/webp', width: 800, height: 450 });
      expect(post.body_overview.length).toBeGreaterThan(20);
      expect(post.body).toMatch(/^<p>/);
      expect(post.body).not.toMatch(/<script|on\w+=/i);
      expect(post.published_at < '2026-11-22').toBe(true);
    }
    const tags = await db.kysely.selectFrom('blog_post_tag').selectAll().execute();
    for (const post of posts) expect(tags.filter((t) => t.blog_post_id === post.id).length).toBeGreaterThanOrEqual(2);
  });

  it('adds approved comments by the seeded customers, after their posts were published', async () => {
    const comments = await db.kysely
      .selectFrom('blog_comment as c')
      .innerJoin('blog_post as b', 'b.id', 'c.blog_post_id')
      .innerJoin('customer as cu', 'cu.id', 'c.customer_id')
      .select(['c.is_approved', 'c.created_at', 'b.published_at', 'cu.first_name'])
      .execute();
    expect(comments.length).toBe(BLOG_POSTS.flatMap((post) => post.comments ?? []).length);
    expect(comments.length).toBeGreaterThanOrEqual(2);
    for (const comment of comments) {
      expect(comment.is_approved).toBe(1);
      expect(comment.created_at > comment.published_at).toBe(true);
      expect(comment.first_name).not.toBe('');
    }
  });
});
