/** The steps of a logout, in the order docs/product.md §4 gives them. */
export interface LogOutSteps {
  closeMenu: () => Promise<unknown>;
  clearGuestId: () => Promise<void>;
  logOut: () => Promise<void>;
  reloadCartAndWishlist: () => Promise<void>;
  goHome: () => void;
}

export async function runLogOut(steps: LogOutSteps): Promise<void> {
  await steps.closeMenu();
  await steps.clearGuestId();
  await steps.logOut();
  await steps.reloadCartAndWishlist();
  steps.goHome();
}
