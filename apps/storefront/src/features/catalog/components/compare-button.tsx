import { IonIcon } from '@ionic/react';
import { gitCompareOutline } from 'ionicons/icons';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-error-message';
import { toPersianDigits } from '@/lib/format';
import * as fa from '@/strings/fa';
import { useAddToCompareList } from '@/features/catalog/api/add-to-compare-list';
import { useCatalogSettings } from '@/features/catalog/api/get-catalog-settings';
import { useCompareList } from '@/features/catalog/api/get-compare-list';
import { useRemoveFromCompareList } from '@/features/catalog/api/remove-from-compare-list';
import './compare.css';

export function CompareButton({ productId }: { productId: number }) {
  const settings = useCatalogSettings();
  const enabled = settings.data?.CompareProductsEnabled === true;
  const list = useCompareList(enabled);
  const add = useAddToCompareList();
  const remove = useRemoveFromCompareList();
  if (!enabled) return null;

  const items = list.data?.Items ?? [];
  const listed = items.some((item) => item.Id === productId);
  const busy = add.isPending || remove.isPending;
  const failure = add.error ?? remove.error;
  // Adding to a full list drops the oldest product; the answer's Message names it.
  const notice = failure ? apiErrorMessage(failure) : add.data?.Message;

  return (
    <section className="compare-actions" aria-label={fa.pages.productCompare}>
      <button
        type="button"
        className="form-button form-button--secondary compare-actions__button"
        disabled={busy || list.isPending}
        onClick={() => (listed ? remove.mutate(productId) : add.mutate(productId))}
      >
        <IonIcon icon={gitCompareOutline} aria-hidden="true" />
        {listed ? fa.compare.remove : fa.compare.add}
      </button>
      {items.length > 0 ? (
        <AppLink to={paths.productCompare.link()} className="compare-actions__link">
          {fa.compare.view(toPersianDigits(items.length))}
        </AppLink>
      ) : null}
      {notice ? (
        <p className="compare-actions__notice" role="status">
          {notice}
        </p>
      ) : null}
    </section>
  );
}
