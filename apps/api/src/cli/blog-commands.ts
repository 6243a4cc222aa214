/**
 * `blog comments [--pending] [--count <n>]`, `blog comment approve <id>`, `blog comment delete <id>`:
 * the store reads customers' comments on blog posts and decides on the ones that wait
 * (BlogCommentsMustBeApproved). An approved comment shows on the post at its next read.
 */
import type { Db } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { createDatabaseRateLimitStore } from '../lib/rate-limit-store.js';
import { createBlogService } from '../modules/blog/index.js';
import { createSettingsService } from '../modules/settings/index.js';
import type { CliIo } from './cli-io.js';

/** Bad usage or an unknown comment: printed, and the command exits 1. */
export class BlogCommandError extends Error {}

export const BLOG_USAGE = `  blog comments [--pending] [--count <n>]
                                       customers' comments on blog posts, oldest first (default 50); --pending: only those waiting
  blog comment approve <commentId>     show a waiting comment under its post
  blog comment delete <commentId>      delete a comment (waiting or shown)`;

const INTEGER = /^\d{1,9}$/;

function commentId(text: string | undefined): number {
  if (text === undefined || !INTEGER.test(text) || Number(text) < 1) {
    throw new BlogCommandError(`شناسهٔ دیدگاه باید عدد مثبت باشد. / The comment id must be a positive whole number.`);
  }
  return Number(text);
}

function listOptions(args: string[]): { pendingOnly: boolean; limit: number } {
  const options = { pendingOnly: false, limit: 50 };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--pending') options.pendingOnly = true;
    else if (arg === '--count' && args[i + 1] !== undefined && INTEGER.test(args[i + 1] ?? '')) {
      options.limit = Math.min(1000, Math.max(1, Number(args[++i])));
    } else {
      throw new BlogCommandError(`گزینهٔ نادرست / Bad option: ${arg ?? ''}\n${BLOG_USAGE}`);
    }
  }
  return options;
}

export async function blogCommand(
  db: Db,
  io: CliIo,
  group: string,
  command: string | undefined,
  rest: string[],
): Promise<boolean> {
  if (group !== 'blog') return false;
  const blog = createBlogService({
    db: db.kysely,
    clock: systemClock,
    settings: createSettingsService({ db: db.kysely, clock: systemClock, cacheTtlMs: 0 }),
    rateLimits: createDatabaseRateLimitStore(db.kysely, systemClock),
  });
  if (command === 'comments') {
    const options = listOptions(rest);
    const comments = await blog.comments(options);
    if (comments.length === 0) {
      io.out(
        options.pendingOnly
          ? 'دیدگاهی در انتظار تأیید نیست. / No comments are waiting.'
          : 'هنوز دیدگاهی ثبت نشده است. / No comments yet.',
      );
    }
    for (const c of comments) {
      const state = c.approved ? 'approved' : 'pending';
      io.out(
        `${c.id}\t${state}\t${c.createdAt}\tpost ${c.postId} «${c.postTitle}»\t${c.author}\t${c.text.replace(/\s+/g, ' ')}`,
      );
    }
    return true;
  }
  const [action, id, ...extra] = rest;
  if (command === 'comment' && action === 'approve' && extra.length === 0) {
    const result = await blog.approve(commentId(id));
    if (result === 'missing') throw new BlogCommandError(`دیدگاه ${id ?? ''} پیدا نشد. / No comment ${id ?? ''}.`);
    io.out(
      result === 'approved'
        ? `Comment ${id ?? ''} approved; it shows under its post.`
        : `Comment ${id ?? ''} was already approved.`,
    );
    return true;
  }
  if (command === 'comment' && action === 'delete' && extra.length === 0) {
    if (!(await blog.remove(commentId(id)))) {
      throw new BlogCommandError(`دیدگاه ${id ?? ''} پیدا نشد. / No comment ${id ?? ''}.`);
    }
    io.out(`Comment ${id ?? ''} deleted.`);
    return true;
  }
  throw new BlogCommandError(
    `دستور نادرست / Bad command: blog ${[command, ...rest].filter(Boolean).join(' ')}\n${BLOG_USAGE}`,
  );
}
