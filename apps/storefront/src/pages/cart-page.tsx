import { IonButton, IonContent, IonIcon, IonPage, useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { cartOutline } from 'ionicons/icons';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { cartKeys } from '@/features/cart/api/cart-keys';
import { useCartItems } from '@/features/cart/api/get-cart-items';
import { useOrderTotals } from '@/features/cart/api/get-order-totals';
import { useShoppingCartSettings } from '@/features/cart/api/get-shopping-cart-settings';
import { useDeleteCartItem } from '@/features/cart/api/delete-cart-item';
import { cartRefusal } from '@/features/cart/cart-refusal';
import { CartLine, RemoveLineButton } from '@/features/cart/components/cart-line';
import { GiftCardBox } from '@/features/cart/components/gift-card-box';
import { OrderTotalsView } from '@/features/cart/components/order-totals-view';
import { QuantityStepper } from '@/features/cart/components/quantity-stepper';
import { useQuantityEditor } from '@/features/cart/hooks/use-quantity-editor';
import { DiscountBox } from '@/features/checkout/components/discount-box';
import * as fa from '@/strings/fa';

export default function CartPage() {
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const items = useCartItems();
  const totals = useOrderTotals();
  const settings = useShoppingCartSettings();
  const [notice, setNotice] = useState<string | null>(null);
  const editor = useQuantityEditor(setNotice);
  const remove = useDeleteCartItem();

  return (
    <IonPage>
      <PageHeader title={fa.pages.cart} />
      <IonContent>
        <QueryState query={items}>
          {(list) =>
            list.Items.length === 0 ? (
              <div className="state-message cart-empty">
                <IonIcon icon={cartOutline} aria-hidden="true" />
                <p>{fa.cart.empty}</p>
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
                {list.Warnings.length > 0 ? (
                  <ul className="cart-warnings cart-notice" role="alert">
                    {list.Warnings.map((warning) => (
                      <li key={warning}>{warning}</li>
                    ))}
                  </ul>
                ) : null}
                <ul className="cart-lines">
                  {list.Items.map((line) => (
                    <CartLine
                      key={line.Id}
                      line={line}
                      showPicture={settings.data?.ShowProductImagesOnShoppingCart ?? true}
                      quantity={
                        <QuantityStepper
                          value={editor.quantityOf(line)}
                          rules={line}
                          label={fa.cart.quantityOf(line.ProductName)}
                          onChange={(quantity) => {
                            setNotice(null);
                            editor.change(line, quantity);
                          }}
                        />
                      }
                      actions={
                        <RemoveLineButton
                          label={fa.cart.removeLine(line.ProductName)}
                          disabled={remove.isPending && remove.variables === line.Id}
                          onRemove={() => {
                            setNotice(null);
                            remove.mutate(line.Id, { onError: (error) => setNotice(cartRefusal(error)) });
                          }}
                        />
                      }
                    />
                  ))}
                </ul>
                {settings.data?.ShowDiscountBox ? (
                  <DiscountBox onChanged={() => void queryClient.invalidateQueries({ queryKey: cartKeys.totals })} />
                ) : null}
                {settings.data?.ShowGiftCardBox ? <GiftCardBox applied={totals.data?.GiftCards ?? []} /> : null}
                {totals.data ? <OrderTotalsView totals={totals.data} /> : null}
                <div className="cart-checkout">
                  <IonButton expand="block" onClick={() => router.push(paths.checkout.link(), 'forward')}>
                    {fa.cart.checkout}
                  </IonButton>
                </div>
              </div>
            )
          }
        </QueryState>
      </IonContent>
    </IonPage>
  );
}
