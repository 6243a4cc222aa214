import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rolldown } from 'rolldown';
import { afterEach, describe, expect, it } from 'vitest';
import { pageChunkOwner, type PageChunk } from './page-chunks';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * A small app as the storefront is made: an entry that loads two pages and a later part with dynamic
 * imports, modules the pages share, and a dictionary index (`import * as fa`) of which each page uses a
 * part. Built with rolldown itself and the chunk-name function as the storefront's build uses it.
 */
const files: Record<string, string> = {
  'src/main.js': `
    import * as fa from './strings/index.js';
    import { shell } from './shell.js';
    import { digits } from './digits.js';
    document.title = fa.app.name + shell() + digits(1);
    export const pages = {
      home: () => import('./pages/home-page.js'),
      product: () => import('./pages/product-page.js'),
      cart: () => import('./pages/cart-page.js'),
    };`,
  'src/shell.js': `export const shell = () => 'shell';`,
  'src/strings/index.js': `export * from './app.js';\nexport * from './home.js';\nexport * from './cart.js';`,
  'src/strings/app.js': `export const app = { name: 'سبد' };`,
  'src/strings/home.js': `export const home = { title: 'خانه' };`,
  'src/strings/cart.js': `export const cart = { add: 'افزودن' };`,
  'src/pages/home-page.js': `
    import * as fa from '../strings/index.js';
    import { price } from '../price.js';
    export default () => fa.home.title + price(1);`,
  'src/pages/product-page.js': `
    import * as fa from '../strings/index.js';
    import { price } from '../price.js';
    import { stepper } from '../stepper.js';
    export default () => [fa.cart.add, price(2), stepper(), import('../later.js')];`,
  'src/price.js': `import { digits } from './digits.js';\nexport const price = (n) => digits(n) + ' تومان';`,
  'src/digits.js': `export const digits = (n) => String(n);`,
  'src/stepper.js': `export const stepper = () => '+';`,
  'src/later.js': `import { stepper } from './stepper.js';\nimport { more } from './more.js';\nimport { titles } from './titles.js';\nexport default () => stepper() + more + titles.compare;`,
  'src/pages/cart-page.js': `import { titles } from '../titles.js';\nexport default () => titles.cart;`,
  'src/titles.js': `export const titles = { cart: 'سبد خرید', compare: 'مقایسه' };`,
  'src/more.js': `export const more = 'more';`,
};

const order: PageChunk[] = [
  { name: 'home-page', roots: /\/src\/pages\/home-page\.js$/ },
  { name: 'product-page', roots: /\/src\/pages\/product-page\.js$/ },
];

/** Builds the app and returns each emitted chunk's name with the source modules it holds. */
async function build(pages: readonly PageChunk[]) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-page-chunks-'));
  for (const [file, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), code);
  }
  const bundle = await rolldown({ input: path.join(dir, 'src/main.js'), logLevel: 'silent' });
  const { output } = await bundle.generate({
    format: 'es',
    codeSplitting: { groups: [{ name: pageChunkOwner(pages), includeDependenciesRecursively: false }] },
  });
  await bundle.close();
  const chunks = new Map<string, string[]>();
  for (const item of output) {
    if (item.type !== 'chunk') continue;
    const modules = Object.keys(item.modules).map((id) => path.relative(path.join(dir, 'src'), id));
    chunks.set(item.isEntry ? 'entry' : item.name, modules.sort());
  }
  return chunks;
}

const chunkOf = (chunks: Map<string, string[]>, module: string) =>
  [...chunks].filter(([, modules]) => modules.includes(module)).map(([name]) => name);

describe('page chunks (docs/adr/0044)', () => {
  it('puts each page with the modules it imports, a shared one with the first page in the order', async () => {
    const chunks = await build(order);

    expect(chunks.get('home-page')).toEqual(['pages/home-page.js', 'price.js', 'strings/home.js']);
    expect(chunks.get('product-page')).toEqual(['pages/product-page.js', 'stepper.js', 'strings/cart.js']);
  });

  it('leaves the first load alone: a module the entry uses stays with it, though a page uses it too', async () => {
    const chunks = await build(order);

    for (const module of ['main.js', 'shell.js', 'strings/app.js', 'digits.js'])
      expect(chunkOf(chunks, module)).toEqual(['entry']);
    // The index only re-exports: the bundler leaves it out of every chunk.
    expect(chunkOf(chunks, 'strings/index.js')).toEqual([]);
  });

  it("takes a dictionary's part only to a page that names it, though every page imports the index", async () => {
    const chunks = await build(order);

    // The home page reads fa.home, the product page fa.cart: neither part goes to the other's chunk.
    expect(chunkOf(chunks, 'strings/home.js')).toEqual(['home-page']);
    expect(chunkOf(chunks, 'strings/cart.js')).toEqual(['product-page']);
  });

  it('leaves a module no listed page imports to the bundler: the later part keeps its own chunk', async () => {
    const chunks = await build(order);

    expect(chunkOf(chunks, 'more.js')).toEqual(chunkOf(chunks, 'later.js'));
    expect(chunkOf(chunks, 'later.js')).not.toContain('product-page');
    // What the later part shares with the product page stays in the product page's chunk.
    expect(chunkOf(chunks, 'stepper.js')).toEqual(['product-page']);
  });

  it('keeps a later part to its own modules: a page that shares one with it does not load the part to reach it', async () => {
    const later: PageChunk = { name: 'later', roots: /\/src\/later\.js$/ };
    // Taking every module it reaches, the part would hold the cart page's titles, and the cart would import it.
    expect(chunkOf(await build([...order, later]), 'titles.js')).toEqual(['later']);

    const chunks = await build([...order, { ...later, ownModulesOnly: true }]);
    expect(chunks.get('later')).toEqual(['later.js', 'more.js']);
    expect(chunkOf(chunks, 'titles.js')).not.toContain('later');
    expect(chunkOf(chunks, 'titles.js')).not.toContain('pages/cart-page.js');
  });

  it('splits as the bundler does when no page is listed', async () => {
    const chunks = await build([]);

    expect(chunks.has('home-page')).toBe(true);
    expect(chunkOf(chunks, 'price.js')).not.toEqual(chunkOf(chunks, 'pages/home-page.js'));
  });
});
