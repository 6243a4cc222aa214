import type { AttributeChoice } from '@sabad/contract';
import { useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { useAddToCart } from '@/features/cart/api/add-to-cart';
import { useAddToWishlist } from '@/features/cart/api/add-to-wishlist';
import { cartRefusal } from '@/features/cart/cart-refusal';

export interface PurchaseNotice {
  tone: 'refused' | 'done';
  text: string;
}

export function useProductPurchase(productId: number, doneText: string) {
  const router = useIonRouter();
  const addToCart = useAddToCart();
  const addToWishlist = useAddToWishlist();
  const [notice, setNotice] = useState<PurchaseNotice | null>(null);
  const refused = (error: unknown) => {
    const text = cartRefusal(error);
    setNotice(text ? { tone: 'refused', text } : null);
  };

  const buy = (quantity: number, attributes: AttributeChoice[]) => {
    setNotice(null);
    addToCart.mutate(
      { ProductId: productId, Quantity: quantity, Attributes: attributes },
      {
        onSuccess: (answer) => {
          if (answer.Success) router.push(paths.addToCartPopup.link(productId, quantity), 'forward');
          else if (answer.Message) setNotice({ tone: 'refused', text: answer.Message });
        },
        onError: refused,
      },
    );
  };

  const wish = (quantity: number, attributes: AttributeChoice[]) => {
    setNotice(null);
    addToWishlist.mutate(
      { ProductId: productId, Quantity: quantity, Attributes: attributes },
      {
        onSuccess: (answer) => {
          if (answer.Success) setNotice({ tone: 'done', text: doneText });
          else if (answer.Message) setNotice({ tone: 'refused', text: answer.Message });
        },
        onError: refused,
      },
    );
  };

  return { buy, wish, notice, buying: addToCart.isPending, wishing: addToWishlist.isPending };
}
