import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pointImportsAtWrappers, splitIonicReact } from './ionic-react-split';

const installedIndex = readFileSync(createRequire(import.meta.url).resolve('@ionic/react'), 'utf8');

describe('ionic-react-split (docs/adr/0033)', () => {
  const { index, wrappers } = splitIonicReact(installedIndex);

  it("moves the installed @ionic/react's plain and routing wrappers out of its index, with their imports", () => {
    expect(wrappers.get('IonToggle')).toContain("from '@ionic/core/components/ion-toggle.js'");
    expect(wrappers.get('IonToggle')).toContain('export const IonToggle = /*@__PURE__*/ createComponent({');
    expect(wrappers.get('IonItem')).toContain("__sabadCreateRoutingComponent('ion-item', IonItem$1)");
    expect(index).not.toContain("'@ionic/core/components/ion-toggle.js'");
    expect(index).not.toContain("'@ionic/core/components/ion-item.js'");
    const exported = /^export \{ ([^}]*) \};$/m.exec(index)?.[1]?.split(', ') ?? [];
    expect(exported).not.toContain('IonToggle');
    expect(exported).toEqual(expect.arrayContaining(['IonPage', 'IonRouterOutlet', 'IonTabs', 'setupIonicReact']));
  });

  it('keeps the wrappers the index uses itself, and marks the unannotated ones pure so IonNav can be dropped', () => {
    expect(wrappers.has('IonTab')).toBe(false);
    expect(index).toMatch(/^export \{[^}]*\bIonTab\b[^}]*\};$/m);
    expect(index).toContain("const IonNavInner = /*@__PURE__*/ createReactComponent('ion-nav'");
    expect(index).toContain("const IonNav = /*@__PURE__*/ createForwardRef(IonNavInternal, 'IonNav')");
  });

  it('fails the build when the index no longer has the shape it reads', () => {
    expect(() => splitIonicReact('export { IonToggle };\n')).toThrow(/changed shape/);
  });

  it("points an app module's imports of split wrappers at their own modules, leaving the rest and types", () => {
    const code =
      "import {\n  IonContent,\n  IonPage,\n  type IonNote,\n  IonItem as Row,\n} from '@ionic/react';\nimport { useIonRouter } from '@ionic/react';";
    expect(pointImportsAtWrappers(code, new Set(['IonContent', 'IonItem', 'IonNote']))).toBe(
      "import { IonPage, type IonNote } from '@ionic/react'; import { IonContent } from 'virtual:ionic-react/IonContent'; import { IonItem as Row } from 'virtual:ionic-react/IonItem';\nimport { useIonRouter } from '@ionic/react';",
    );
  });
});
