import { describe, expect, it } from 'vitest';
import { runLogOut } from './log-out';

describe('logout sequence (docs/product.md §4)', () => {
  it('closes the menu, clears the guest id, logs out, reloads cart and wishlist, then goes home — each after the previous finished', async () => {
    const done: string[] = [];
    const step = (name: string) => async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      done.push(name);
    };
    await runLogOut({
      closeMenu: step('close menu'),
      clearGuestId: step('clear guest id'),
      logOut: step('log out'),
      reloadCartAndWishlist: step('reload cart and wishlist'),
      goHome: () => done.push('go to /tabs/home?refreshPage=true'),
    });
    expect(done).toEqual([
      'close menu',
      'clear guest id',
      'log out',
      'reload cart and wishlist',
      'go to /tabs/home?refreshPage=true',
    ]);
  });
});
