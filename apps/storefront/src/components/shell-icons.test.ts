import * as ionicons from 'ionicons/icons';
import { describe, expect, it } from 'vitest';
import * as shellIcons from './shell-icons';

describe('shell icons', () => {
  it.each(Object.entries(shellIcons))('%s is the Ionicons icon of that name', (name, svg) => {
    expect(svg).toBe((ionicons as Record<string, string>)[name]);
  });
});
