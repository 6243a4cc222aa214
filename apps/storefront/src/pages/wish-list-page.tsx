import { IonButton, IonContent, IonIcon, IonPage } from '@ionic/react';
import { cartOutline, heartOutline } from 'ionicons/icons';
import { useState } from 'react';
import { PageHeader, defaultBackHref } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { NotifyMeButton } from '@/features/back-in-stock/components/notify-me-button';
import { useWishlist } from '@/features/cart/api/get-wishlist';
import { useDeleteWishlistItem } from '@/features/cart/api/delete-wishlist-item';
import { useMoveWishlistItemToCart } from '@/features/cart/api/move-wishlist-item-to-cart';
import { cartRefusal } from '@/features/cart/cart-refusal';
import { CartLine, RemoveLineButton } from '@/features/cart/components/cart-line';
import { useStoreCartSettings } from '@/features/store/api/get-store-cart-settings';
import * as fa from '@/strings/fa';

export default function WishListPage() {
  const wishlist = useWishlist();
  const settings = useStoreCartSettings();
  const remove = useDeleteWishlistItem();
  const moveToCart = useMoveWishlistItemToCart();
  const [notice, setNotice] = useState<string | null>(null);
  const refused = (error: unknown) => setNotice(cartRefusal(error));

  return (
    <IonPage>
      <PageHeader title={fa.pages.wishList} backHref={defaultBackHref} />
      <IonContent>
        <QueryState query={wishlist}>
          {(answer) =>
            answer.Result.Items.length === 0 ? (
              <div className="state-message cart-empty">
                <IonIcon icon={heartOutline} aria-hidden="true" />
                <p>{fa.wishlist.empty}</p>
                <IonButton fill="outline" routerLink={paths.tabsHome.link()} routerDirection="root">
                  {fa.cart.startShopping}
                </IonButton>
              </div>
            ) : (
              <div className="content-narrow">
                {notice ? (
                  <p className="cart-notice" role="alert">
                    {notice}
                  </p>
                ) : null}
                <ul className="cart-lines">
                  {answer.Result.Items.map((line) => (
                    <CartLine
                      key={line.Id}
                      line={line}
                      showPicture={settings.data?.ShowProductImagesOnWishList ?? true}
                      actions={
                        <>
                          {line.InStock ? (
                            <button
                              type="button"
                              className="small-button"
                              aria-label={fa.wishlist.moveToCart(line.ProductName)}
                              disabled={moveToCart.isPending && moveToCart.variables === line.Id}
                              onClick={() => {
                                setNotice(null);
                                moveToCart.mutate(line.Id, { onError: refused });
                              }}
                            >
                              <IonIcon icon={cartOutline} aria-hidden="true" />
                              {fa.wishlist.addToCart}
                            </button>
                          ) : (
                            // Sold out: no move that would only be refused; back-in-stock is offered below.
                            <button
                              type="button"
                              className="small-button"
                              disabled
                              aria-label={fa.wishlist.soldOutLabel(line.ProductName)}
                            >
                              {fa.wishlist.soldOut}
                            </button>
                          )}
                          <RemoveLineButton
                            label={fa.wishlist.remove(line.ProductName)}
                            disabled={remove.isPending && remove.variables === line.Id}
                            onRemove={() => {
                              setNotice(null);
                              remove.mutate(line.Id, { onError: refused });
                            }}
                          />
                          {line.InStock ? null : <NotifyMeButton productId={line.ProductId} inStock={false} />}
                        </>
                      }
                    />
                  ))}
                </ul>
              </div>
            )
          }
        </QueryState>
      </IonContent>
    </IonPage>
  );
}
