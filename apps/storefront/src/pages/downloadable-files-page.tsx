import type { DownloadableProduct } from '@sabad/contract';
import { IonContent, IonPage } from '@ionic/react';
import { useState } from 'react';
import { FormMessage } from '@/components/form-field';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-error-message';
import { ApiError } from '@/lib/http-error';
import { useSignedInCustomer } from '@/features/account/hooks/use-signed-in-customer';
import { useDownloadFile } from '@/features/downloads/api/download-file';
import { useDownloadableProducts } from '@/features/downloads/api/get-downloadable-products';
import { AgreementDialog } from '@/features/downloads/components/agreement-dialog';
import { DownloadableFileCard } from '@/features/downloads/components/downloadable-file-card';
import '@/features/downloads/components/downloads.css';
import * as fa from '@/strings/fa';

/** The agreement being asked, with the line it unlocks. */
interface AgreementRequest {
  item: DownloadableProduct;
  text: string;
}

/**
 * The spec's downloadable-files route: the downloadable products the customer bought, each with its
 * order, date, downloads left and expiry, and a button that saves the file under its Persian name
 * (after the product's user agreement, when it has one).
 */
export default function DownloadableFilesPage() {
  const { authorized } = useSignedInCustomer();
  const products = useDownloadableProducts(authorized);
  const download = useDownloadFile();
  const [agreement, setAgreement] = useState<AgreementRequest | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function start(item: DownloadableProduct, agree: boolean) {
    setSaved(null);
    setProblem(null);
    download.mutate(
      { item, agree },
      {
        onSuccess: (fileName) => setSaved(fa.downloads.saved(fileName)),
        onError: (error) => {
          // The server asks for the agreement (403, its text in Errors) when the list did not know of it yet.
          if (error instanceof ApiError && error.status === 403 && !agree) {
            setAgreement({ item, text: error.errors[0] ?? item.UserAgreementText });
            return;
          }
          setProblem(error instanceof ApiError ? apiErrorMessage(error) : fa.downloads.failed);
        },
      },
    );
  }

  function ask(item: DownloadableProduct) {
    if (item.HasUserAgreement) setAgreement({ item, text: item.UserAgreementText });
    else start(item, false);
  }

  return (
    <IonPage>
      <PageHeader title={fa.pages.downloadableFiles} backHref={paths.profile.link()} />
      <IonContent className="ion-padding">
        {authorized ? (
          <div className="content-narrow">
            <QueryState query={products}>
              {(data) =>
                data.Items.length === 0 ? (
                  <p className="state-message">{fa.downloads.empty}</p>
                ) : (
                  <>
                    <p className="downloads-intro">{fa.downloads.intro}</p>
                    {saved ? <FormMessage kind="success">{saved}</FormMessage> : null}
                    {problem ? <FormMessage kind="error">{problem}</FormMessage> : null}
                    <ul className="download-list">
                      {data.Items.map((item) => (
                        <DownloadableFileCard
                          key={item.OrderItemGuid}
                          item={item}
                          busy={download.isPending && download.variables.item.OrderItemGuid === item.OrderItemGuid}
                          onDownload={ask}
                        />
                      ))}
                    </ul>
                  </>
                )
              }
            </QueryState>
          </div>
        ) : null}
        {agreement ? (
          <AgreementDialog
            productName={agreement.item.ProductName}
            text={agreement.text}
            onAgree={() => {
              setAgreement(null);
              start(agreement.item, true);
            }}
            onCancel={() => setAgreement(null)}
          />
        ) : null}
      </IonContent>
    </IonPage>
  );
}
