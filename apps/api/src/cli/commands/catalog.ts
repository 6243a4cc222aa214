/** The command table's catalogue section: stock, the derived lists, reviews, back-in-stock, search synonyms. */
import { z } from 'zod';
import { InventoryError } from '../../modules/catalog/index.js';
import { createSearchIndex, type SynonymChange } from '../../modules/search/index.js';
import { count, defineCommand, integer, printed, refusal } from '../command.js';

const searchIndex = createSearchIndex();

const reviewId = integer('شناسهٔ نظر باید عدد صحیح باشد. / The review id must be an integer.');

function changedSynonyms(change: SynonymChange): Extract<SynonymChange, { kind: 'changed' }> {
  if (change.kind === 'unfoldable') {
    throw refusal(`«${change.text}» حرف یا رقمی ندارد. / "${change.text}" has no letter or digit to search for.`);
  }
  if (change.kind === 'same') {
    throw refusal(`هر دو واژه در جست‌وجو یکی‌اند («${change.term}»). / Both words already search as "${change.term}".`);
  }
  return change;
}

export const catalogCommands = [
  defineCommand({
    name: 'product stock',
    usage: '<productId> <quantity>',
    summary: "set a product's stock quantity (back-in-stock subscribers are told when it returns)",
    positionals: ['productId', 'quantity'],
    args: z.object({
      productId: integer('شناسهٔ محصول و موجودی باید عدد صحیح باشند. / The product id and quantity must be integers.'),
      quantity: integer('شناسهٔ محصول و موجودی باید عدد صحیح باشند. / The product id and quantity must be integers.'),
    }),
    refusals: [InventoryError],
    async run({ productId, quantity }, { services }) {
      const change = await services.inventory.setProductStock(productId, quantity);
      const lines = [
        `Product ${change.productId} (${change.name}): stock ${change.previousQuantity} → ${change.quantity}`,
      ];
      if (change.manageInventoryMethod !== 'product') {
        lines.push(
          `Note: this product's stock is tracked ${change.manageInventoryMethod === 'none' ? 'not at all' : 'per attribute combination'}, so the product quantity does not decide its availability.`,
        );
      }
      return printed(lines);
    },
  }),
  defineCommand({
    name: 'catalog reindex',
    summary: "rebuild the search index and the category lists' table from the catalogue (after editing it in SQL)",
    args: z.object({}),
    async run(_args, { services, database }) {
      const indexed = await searchIndex.reindexAll(database.kysely);
      const listed = await services.inventory.rebuildCategoryListing();
      await services.catalogChanges.changed({ everything: true });
      return printed([
        `Search index: ${indexed.products} products, ${indexed.terms} terms, ${indexed.words} words.`,
        `Category lists: rebuilt, ${listed} listing rows (a product under each category that lists it).`,
      ]);
    },
  }),
  defineCommand({
    name: 'reviews pending',
    usage: '[count]',
    summary: 'list reviews waiting for approval (default 50), oldest first',
    positionals: ['count'],
    args: z.object({ count: count(50) }),
    async run(args, { services }) {
      const pending = await services.reviews.pending(args.count);
      if (pending.length === 0) return printed(['No reviews are waiting for approval.']);
      return printed(
        pending.map(
          (r) =>
            `#${r.id}\t${r.createdAt}\tproduct ${r.productId} (${r.productName})\t${r.rating}/5\t${r.author}\t${r.title}: ${r.text.replace(/\s+/g, ' ')}`,
        ),
      );
    },
  }),
  defineCommand({
    name: 'reviews approve',
    usage: '<reviewId>',
    summary: "show a waiting review and count it in the product's rating",
    positionals: ['id'],
    args: z.object({ id: reviewId }),
    async run({ id }, { services }) {
      if (!(await services.reviews.approve(id))) {
        throw refusal(`نظری در انتظار تأیید با شناسهٔ ${id} نیست. / No review #${id} is waiting for approval.`);
      }
      // The product's rating shows on its page and in every list it is in.
      await services.catalogChanges.changed({ everything: true });
      return printed([`Review #${id} approved.`]);
    },
  }),
  defineCommand({
    name: 'reviews delete',
    usage: '<reviewId>',
    summary: 'delete a review (and take it out of the rating)',
    positionals: ['id'],
    args: z.object({ id: reviewId }),
    async run({ id }, { services }) {
      if (!(await services.reviews.remove(id))) throw refusal(`نظری با شناسهٔ ${id} وجود ندارد. / No review #${id}.`);
      await services.catalogChanges.changed({ everything: true });
      return printed([`Review #${id} deleted.`]);
    },
  }),
  defineCommand({
    name: 'back-in-stock send',
    summary: 'tell subscribers of products that are back (stock changed elsewhere) and resend failed messages',
    args: z.object({}),
    async run(_args, { services }) {
      const { queued, sent } = await services.backInStock.sweep();
      return printed([`Back-in-stock: ${queued} message(s) queued, ${sent} sent.`]);
    },
  }),
  defineCommand({
    name: 'search synonym add',
    usage: '<word> <other>',
    summary: 'make two words find each other in search (e.g. samsung سامسونگ; a phrase in quotes)',
    positionals: ['word', 'other'],
    args: z.object({ word: z.string(), other: z.string() }),
    async run({ word, other }, { database }) {
      const change = changedSynonyms(await searchIndex.addSynonym(database.kysely, word, other));
      if (change.rows === 0) {
        return { lines: [`Already synonyms: ${change.term} = ${change.synonym}.`], unchanged: true };
      }
      return printed([`Synonyms added: ${change.term} = ${change.synonym} (searches find it at once).`]);
    },
  }),
  defineCommand({
    name: 'search synonym remove',
    usage: '<word> [other]',
    summary: 'stop two words finding each other (without <other>: every synonym of <word>)',
    positionals: ['word', 'other'],
    args: z.object({ word: z.string(), other: z.string().optional() }),
    async run({ word, other }, { database }) {
      const change = changedSynonyms(await searchIndex.removeSynonym(database.kysely, word, other ?? null));
      const what = change.synonym === null ? `every synonym of ${change.term}` : `${change.term} = ${change.synonym}`;
      if (change.rows === 0) throw refusal(`چنین مترادفی نیست. / No such synonym: ${what}.`);
      return printed([`Synonyms removed: ${what} (${change.rows / 2} pair(s)).`]);
    },
  }),
  defineCommand({
    name: 'search synonym list',
    summary: 'print every synonym pair, folded as search compares them',
    args: z.object({}),
    async run(_args, { database }) {
      const pairs = await searchIndex.listSynonyms(database.kysely);
      if (pairs.length === 0) return printed(['هیچ مترادفی ثبت نشده است. / No synonyms.']);
      return printed(pairs.map((pair) => `${pair.term} = ${pair.synonym}`));
    },
  }),
];
