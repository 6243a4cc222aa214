/** The command table's content section: contact-us messages, blog comments, Web Push. */
import { z } from 'zod';
import { count, countFlag, defineCommand, integer, printed, refusal, text } from '../command.js';

const commentId = integer(
  'شناسهٔ دیدگاه باید عدد مثبت باشد. / The comment id must be a positive whole number.',
  (id) => id >= 1 && id <= 999_999_999,
);
const TOPIC = /^[A-Za-z0-9_.~%-]{1,100}$/;

export const contentCommands = [
  defineCommand({
    name: 'contact list',
    usage: '[count]',
    summary: 'the latest contact-us messages (default 20), newest last',
    positionals: ['count'],
    args: z.object({ count: count(20) }),
    async run(args, { services }) {
      const lines = await services.contact.latestMessages(args.count);
      return printed(lines.length === 0 ? ['هنوز پیامی نرسیده است. / No contact messages yet.'] : lines);
    },
  }),
  defineCommand({
    name: 'blog comments',
    usage: '[--pending] [--count <n>]',
    summary: "customers' comments on blog posts, oldest first (default 50); --pending: only those waiting",
    flags: { pending: 'switch', count: 'value' },
    args: z.object({ pending: z.literal(true).optional(), count: countFlag(50) }),
    async run({ pending, count: limit }, { services }) {
      const pendingOnly = pending === true;
      const comments = await services.blog.comments({ pendingOnly, limit });
      if (comments.length === 0) {
        return printed([
          pendingOnly
            ? 'دیدگاهی در انتظار تأیید نیست. / No comments are waiting.'
            : 'هنوز دیدگاهی ثبت نشده است. / No comments yet.',
        ]);
      }
      return printed(
        comments.map(
          (c) =>
            `${c.id}\t${c.approved ? 'approved' : 'pending'}\t${c.createdAt}\tpost ${c.postId} «${c.postTitle}»\t${c.author}\t${c.text.replace(/\s+/g, ' ')}`,
        ),
      );
    },
  }),
  defineCommand({
    name: 'blog comment approve',
    usage: '<commentId>',
    summary: 'show a waiting comment under its post',
    positionals: ['id'],
    args: z.object({ id: commentId }),
    async run({ id }, { services }) {
      const result = await services.blog.approve(id);
      if (result === 'missing') throw refusal(`دیدگاه ${id} پیدا نشد. / No comment ${id}.`);
      if (result === 'already') return { lines: [`Comment ${id} was already approved.`], unchanged: true };
      return printed([`Comment ${id} approved; it shows under its post.`]);
    },
  }),
  defineCommand({
    name: 'blog comment delete',
    usage: '<commentId>',
    summary: 'delete a comment (waiting or shown)',
    positionals: ['id'],
    args: z.object({ id: commentId }),
    async run({ id }, { services }) {
      if (!(await services.blog.remove(id))) throw refusal(`دیدگاه ${id} پیدا نشد. / No comment ${id}.`);
      return printed([`Comment ${id} deleted.`]);
    },
  }),
  defineCommand({
    name: 'push send',
    usage: '--topic <topic> --title <text> --body <text> [--url <path>]',
    summary: 'a Web Push to every browser registered for the topic (a click opens the path)',
    flags: { topic: 'value', title: 'value', body: 'value', url: 'value' },
    args: z.object({
      topic: z.string({ message: 'موضوع لازم است. / --topic is required.' }).trim().regex(TOPIC, {
        message:
          'موضوع باید ۱ تا ۱۰۰ حرف و رقم لاتین یا - _ . ~ % باشد. / --topic takes 1–100 of A–Z a–z 0–9 - _ . ~ %.',
      }),
      title: text('عنوان و متن اعلان لازم است. / --title and --body are required.').pipe(
        z.string().max(200, { message: 'عنوان حداکثر ۲۰۰ نویسه. / --title takes at most 200 characters.' }),
      ),
      body: text('عنوان و متن اعلان لازم است. / --title and --body are required.').pipe(
        z.string().max(1000, { message: 'متن حداکثر ۱۰۰۰ نویسه. / --body takes at most 1000 characters.' }),
      ),
      url: z
        .string()
        .trim()
        .regex(/^(\/(?!\/)|https:\/\/)/, {
          message:
            'نشانی باید مسیری از فروشگاه (با / آغاز شود) یا نشانی https باشد. / --url takes a path of the store or an https address.',
        })
        .default('/'),
    }),
    async run({ topic, ...payload }, { services }) {
      const report = await services.push.sendToTopic(topic, payload);
      return printed([
        `Push to "${topic}": ${report.subscriptions} subscription(s), ${report.delivered} delivered, ` +
          `${report.removed} removed (gone), ${report.failed} failed (kept).`,
      ]);
    },
  }),
  defineCommand({
    name: 'push outbox',
    usage: '[count]',
    summary: 'pushes kept by the development transport (PUSH_TRANSPORT=outbox), newest last',
    positionals: ['count'],
    args: z.object({ count: count(10) }),
    async run(args, { services }) {
      const rows = await services.push.latestOutbox(args.count);
      if (rows.length === 0) return printed(['The push outbox is empty.']);
      return printed(rows.map((row) => `${row.created_at}\t${row.endpoint}\t${row.payload}`));
    },
  }),
];
