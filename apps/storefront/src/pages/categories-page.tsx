import { IonContent, IonPage } from '@ionic/react';
import { useFirstScreenTakeover } from '@/app/startup/first-screen';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useCatalogSettings } from '@/features/catalog/api/get-catalog-settings';
import { useCategoryTree } from '@/features/catalog/api/get-category-tree';
import { CategorySections } from '@/features/catalog/components/category-sections';
import { ScanEntryLink } from '@/features/scanner/components/scan-entry-link';
import * as fa from '@/strings/fa';

export default function CategoriesPage() {
  const tree = useCategoryTree();
  const settings = useCatalogSettings();
  // The server's first screen draws the tiles as the store's setting says: taken over once both are known.
  useFirstScreenTakeover(!tree.isPending && !settings.isPending);
  return (
    <IonPage>
      <PageHeader title={fa.categories.title} />
      <IonContent>
        <div className="content-narrow">
          <ScanEntryLink />
          <QueryState query={tree}>
            {(data) =>
              data.Items.length === 0 ? (
                <p className="state-message">{fa.categories.empty}</p>
              ) : (
                <CategorySections
                  categories={data.Items}
                  subCategoriesWithPicture={settings.data?.SubCategoryWithPicture ?? true}
                />
              )
            }
          </QueryState>
        </div>
      </IonContent>
    </IonPage>
  );
}
