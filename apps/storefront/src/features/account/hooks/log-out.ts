/** The steps of a logout, in the order docs/product.md §4 gives them. */
export interface LogOutSteps {
  closeMenu: () => Promise<unknown>;
  clearGuestId: () => Promise<void>;
  /** Ends the session on the server and clears the stored token and user. */
  logOut: () => Promise<void>;
  reloadCartAndWishlist: () => Promise<void>;
  goHome: () => void;
}

/**
 * docs/product.md §4 "Logout sequence": close the menu, clear the guest customer id, log out, reload cart and
 * wishlist, go to /tabs/home?refreshPage=true. Each step waits for the one before.
 */
export async function runLogOut(steps: LogOutSteps): Promise<void> {
  await steps.closeMenu();
  await steps.clearGuestId();
  await steps.logOut();
  await steps.reloadCartAndWishlist();
  steps.goHome();
}
