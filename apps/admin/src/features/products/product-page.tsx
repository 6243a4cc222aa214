import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ArrowRight, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import type { AdminProductDetail } from '@sabad/contract/admin';
import { can } from '@/app/require-permission';
import { ConflictNotice } from '@/components/conflict-notice';
import { PageHeader } from '@/components/page-header';
import { toast } from '@/components/toaster';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { isApiError } from '@/lib/http-error';
import { meQueryOptions } from '@/lib/session';
import { fa } from '@/strings/fa';
import { ProductForm } from './product-form';
import { productsFa as t } from './strings';

const route = getRouteApi('/shell/catalogue/products/$productId');
export const productQueryKey = (id: number) => ['admin', 'product', id] as const;
const optionsQuery = {
  queryKey: ['admin', 'product-editor-options'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.call('adminGetProductEditorOptions', { signal }),
  throwOnError: true,
};

/** The page's message (a refusal, a stale save) sits above the form: bring it into view. */
function showMessage() {
  requestAnimationFrame(() =>
    document.querySelector('[data-product-message]')?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }),
  );
}

function BackLink() {
  return (
    <Link to="/catalogue/products" className="mb-3 inline-flex items-center gap-1 text-sm text-primary hover:underline">
      <ArrowRight className="size-4" aria-hidden="true" />
      {t.backToProducts}
    </Link>
  );
}

/** A refusal the form cannot foresee (a taken slug, a missing category): its Persian message above the form. */
function SaveError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p
      role="alert"
      data-product-message
      className="mb-4 rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm"
    >
      {errorMessage(error)}
    </p>
  );
}

export function NewProductPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = useQuery(optionsQuery);
  const [error, setError] = useState<unknown>(null);
  if (!options.data) return <p className="text-muted-foreground">{fa.common.loading}</p>;
  return (
    <>
      <BackLink />
      <PageHeader title={t.newTitle} description={t.newDescription} />
      <SaveError error={error} />
      <ProductForm
        options={options.data}
        disabled={false}
        submitLabel={t.create}
        onSubmit={async (body) => {
          setError(null);
          try {
            const created = await api.call('adminCreateProduct', { body });
            queryClient.setQueryData(productQueryKey(created.id), created);
            void queryClient.invalidateQueries({ queryKey: ['admin', 'product-grid'] });
            toast.success(t.created);
            void navigate({ to: '/catalogue/products/$productId', params: { productId: created.id } });
            return created;
          } catch (caught) {
            setError(caught);
            showMessage();
            throw caught;
          }
        }}
      />
    </>
  );
}

export function ProductPage() {
  const { productId } = route.useParams();
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions(api)).data;
  const canChange = can(me, 'catalogue.change');
  const options = useQuery(optionsQuery);
  const product = useQuery({
    queryKey: productQueryKey(productId),
    queryFn: ({ signal }) => api.call('adminGetProduct', { params: { id: productId }, signal }),
    throwOnError: true,
  });
  const [error, setError] = useState<unknown>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  // The form starts from the loaded copy; a new copy (after «دیدن نسخهٔ تازه») starts it again.
  const [formKey, setFormKey] = useState(0);
  const data = product.data;
  if (!data || !options.data) return <p className="text-muted-foreground">{fa.common.loading}</p>;
  const reload = async () => {
    setConflict(null);
    setError(null);
    await queryClient.invalidateQueries({ queryKey: productQueryKey(productId) });
    setFormKey((key) => key + 1);
  };
  return (
    <>
      <BackLink />
      <PageHeader
        title={data.name}
        description={canChange ? t.editDescription : t.readOnly}
        actions={
          <a
            href={data.storefrontUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {t.viewInStore}
          </a>
        }
      />
      {conflict ? (
        <div data-product-message>
          <ConflictNotice message={conflict} onReload={() => void reload()} reloadLabel={t.reload} />
        </div>
      ) : null}
      <SaveError error={error} />
      <ProductForm
        key={`${data.id}-${formKey}`}
        product={data}
        options={options.data}
        disabled={!canChange}
        submitLabel={t.save}
        onUploaded={(saved) => queryClient.setQueryData(productQueryKey(productId), saved)}
        onSubmit={async (body, rowVersion) => {
          setError(null);
          setConflict(null);
          try {
            const saved: AdminProductDetail = await api.call('adminUpdateProduct', {
              params: { id: productId },
              body: { ...body, expectedVersion: rowVersion },
            });
            queryClient.setQueryData(productQueryKey(productId), saved);
            void queryClient.invalidateQueries({ queryKey: ['admin', 'product-grid'] });
            toast.success(t.saved);
            return saved;
          } catch (caught) {
            if (isApiError(caught, 409)) setConflict(caught.message);
            else setError(caught);
            showMessage();
            throw caught;
          }
        }}
      />
    </>
  );
}
