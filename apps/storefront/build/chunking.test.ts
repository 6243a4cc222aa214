import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rolldown } from 'rolldown';
import { afterEach, describe, expect, it } from 'vitest';
import { codeSplitting, moduleSideEffects, treeshake } from './chunking';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * A small storefront: index.html's script (main.tsx) loads the app's start (boot.tsx, an entry of its own
 * as in vite.config.ts), which loads home and an account page lazily, and a rare overlay with import().
 * Libraries sit in node_modules, one used at start, one only by home, one only by the account page; Ionic's
 * index re-exports a component the app never uses, and imports the overlay the app loads on demand.
 */
const files: Record<string, string> = {
  'apps/storefront/src/main.tsx': `document.title = 'سبد';\nexport const start = () => import('./app/boot.tsx');`,
  'apps/storefront/src/app/boot.tsx': `
    import { render } from 'react-like';
    import { IonButton } from '@ionic/core/components/index.js';
    import { shell } from './shell.tsx';
    export const pages = {
      home: () => import('../pages/home-page.tsx'),
      account: () => import('../pages/account-page.tsx'),
    };
    export const showAlert = () => import('@ionic/core/components/ion-alert.js').then((alert) => alert.IonAlert);
    render(shell(), IonButton);`,
  'apps/storefront/src/app/shell.tsx': `export const shell = () => 'shell';`,
  'apps/storefront/src/pages/home-page.tsx': `
    import { slider } from 'slider-lib';
    import { price } from '../price.tsx';
    export default () => slider(price(1));`,
  'apps/storefront/src/pages/account-page.tsx': `
    import { datePicker } from 'date-lib';
    export default () => datePicker();`,
  'apps/storefront/src/price.tsx': `export const price = (n) => n + ' تومان';`,
  'node_modules/react-like/index.js': `export const render = (tree, component) => [tree, component];`,
  'node_modules/slider-lib/index.js': `export const slider = (x) => ['slider', x];`,
  'node_modules/date-lib/index.js': `export const datePicker = () => 'date';`,
  'node_modules/@ionic/core/components/index.js':
    `import { IonAlert } from './ion-alert.js';\n` +
    `const wrap = (component) => ({ component });\n` +
    `export const AlertWrapper = /*@__PURE__*/ wrap(IonAlert);\n` +
    `export { IonButton } from './ion-button.js';\nexport { IonToggle } from './ion-toggle.js';`,
  'node_modules/@ionic/core/components/ion-alert.js': `import { Alert } from './p-alert.js';\nexport const IonAlert = Alert;`,
  'node_modules/@ionic/core/components/p-alert.js': `export const Alert = 'ion-alert';`,
  'node_modules/@ionic/core/components/ion-button.js': `export const IonButton = 'ion-button';`,
  'node_modules/@ionic/core/components/ion-toggle.js': `globalThis.toggles = [];\nexport const IonToggle = 'ion-toggle';`,
};

/** Builds the small storefront with the storefront's own splitting and returns each chunk's modules. */
async function build() {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-chunking-'));
  for (const [file, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), code);
  }
  const app = path.join(dir, 'apps/storefront/src');
  const bundle = await rolldown({
    input: { index: path.join(app, 'main.tsx'), boot: path.join(app, 'app/boot.tsx') },
    cwd: dir,
    treeshake,
    logLevel: 'silent',
  });
  const { output } = await bundle.generate({ format: 'es', codeSplitting });
  await bundle.close();
  const chunks = new Map<string, string[]>();
  for (const item of output) {
    if (item.type !== 'chunk') continue;
    // The bundler's own runtime goes wherever it likes; only the app's modules are compared.
    const modules = Object.keys(item.modules)
      .filter((id) => id.startsWith(dir))
      .map((id) => path.relative(dir, id));
    chunks.set(item.name, modules.sort());
  }
  return chunks;
}

const chunkOf = (chunks: Map<string, string[]>, module: string) =>
  [...chunks].filter(([, modules]) => modules.includes(module)).map(([name]) => name);

describe('chunking', () => {
  it("puts the start's libraries in vendor and the app's start in boot, apart from index.html's script", async () => {
    const chunks = await build();

    expect(chunkOf(chunks, 'node_modules/react-like/index.js')).toEqual(['vendor']);
    expect(chunkOf(chunks, 'apps/storefront/src/app/shell.tsx')).toEqual(['boot']);
    expect(chunkOf(chunks, 'apps/storefront/src/main.tsx')).toEqual(['index']);
  });

  it('keeps each lazy page, and the libraries only it uses, out of the first load', async () => {
    const chunks = await build();

    expect(chunkOf(chunks, 'apps/storefront/src/pages/home-page.tsx')).toEqual(['home-page']);
    expect(chunks.get('home-page')).toEqual(
      [
        'apps/storefront/src/pages/home-page.tsx',
        'apps/storefront/src/price.tsx',
        'node_modules/slider-lib/index.js',
      ].sort(),
    );
    const account = chunkOf(chunks, 'apps/storefront/src/pages/account-page.tsx');
    expect(account).toHaveLength(1);
    expect(account).not.toContain('boot');
    expect(account).not.toContain('vendor');
    expect(chunkOf(chunks, 'node_modules/date-lib/index.js')).toEqual(account);
  });

  it('leaves an overlay the app loads with import(), and what only it imports, out of the first load', async () => {
    const chunks = await build();

    const overlay = chunkOf(chunks, 'node_modules/@ionic/core/components/ion-alert.js');
    expect(overlay).toHaveLength(1);
    expect(overlay).not.toContain('vendor');
    expect(chunkOf(chunks, 'node_modules/@ionic/core/components/p-alert.js')).toEqual(overlay);
  });

  it('drops an Ionic component that its index re-exports but the app never uses, whatever its top level does', async () => {
    const chunks = await build();

    expect(chunkOf(chunks, 'node_modules/@ionic/core/components/ion-button.js')).toEqual(['vendor']);
    expect(chunkOf(chunks, 'node_modules/@ionic/core/components/ion-toggle.js')).toEqual([]);
    expect(moduleSideEffects('/work/packages/contract/src/cart.ts')).toBe(false);
    expect(moduleSideEffects('/work/apps/storefront/src/main.tsx')).toBeUndefined();
  });

  it('drops a wrapper @ionic/react makes with an unmarked call when the app does not use it', async () => {
    files['node_modules/@ionic/react/index.js'] =
      `import { IonToggle } from '@ionic/core/components/index.js';\n` +
      `const createReactComponent = (tag) => { globalThis.made = tag; return tag; };\n` +
      `export const IonNav = createReactComponent(IonToggle);\nexport const IonPage = 'ion-page';`;
    files['apps/storefront/src/app/shell.tsx'] =
      `import { IonPage } from '@ionic/react';\nexport const shell = () => IonPage;`;
    try {
      const chunks = await build();
      expect(chunkOf(chunks, 'node_modules/@ionic/core/components/ion-toggle.js')).toEqual([]);
    } finally {
      files['apps/storefront/src/app/shell.tsx'] = `export const shell = () => 'shell';`;
      delete files['node_modules/@ionic/react/index.js'];
    }
  });
});
