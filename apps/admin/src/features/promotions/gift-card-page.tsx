import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AdminGiftCardCreate, type AdminGiftCardDetail } from '@sabad/contract/admin';
import { can } from '@/app/require-permission';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConflictNotice } from '@/components/conflict-notice';
import { FormField } from '@/components/form-field';
import { JalaliDate } from '@/components/jalali-date';
import { Num } from '@/components/ltr';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { toast, toastError } from '@/components/toaster';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/error-message';
import { isApiError } from '@/lib/http-error';
import { meQueryOptions } from '@/lib/session';
import { fa } from '@/strings/fa';
import { fieldErrors, rialToTomanField, tomanToRial } from './form-values';
import { GiftCardStatus } from './gift-cards-page';
import { promotionsFa as t } from './strings';

const route = getRouteApi('/shell/promotions/gift-cards/$giftCardId');
const giftCardKey = (id: number) => ['admin', 'gift-card', id] as const;

interface Draft {
  code: string;
  amount: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  active: boolean;
}

const draftOf = (card?: AdminGiftCardDetail): Draft => ({
  code: card?.code ?? '',
  amount: card ? rialToTomanField(card.amount) : '',
  recipientName: card?.recipientName ?? '',
  recipientEmail: card?.recipientEmail ?? '',
  senderName: card?.senderName ?? '',
  message: card?.message ?? '',
  active: card?.active ?? true,
});

function bodyOf(draft: Draft) {
  return {
    code: draft.code,
    // An empty amount is sent as NaN so the schema names the field.
    amount: tomanToRial(draft.amount) ?? Number.NaN,
    recipientName: draft.recipientName,
    recipientEmail: draft.recipientEmail,
    senderName: draft.senderName,
    message: draft.message,
    active: draft.active,
  };
}
type Body = ReturnType<typeof bodyOf>;

/** A gift card's form: its code only when new (the server makes one when left empty); the same checks as the API. */
function GiftCardForm({
  card,
  disabled = false,
  submitLabel,
  onSubmit,
}: {
  card?: AdminGiftCardDetail;
  disabled?: boolean;
  submitLabel: string;
  onSubmit: (body: Body) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState(() => draftOf(card));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [focusError, setFocusError] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  // Once the errors are drawn, the first field with one takes the focus: a keyboard or screen reader user lands on it.
  useEffect(() => {
    if (focusError > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = bodyOf(draft);
    const checked = AdminGiftCardCreate.safeParse(body);
    setErrors(fieldErrors(checked.error));
    if (!checked.success) {
      setFocusError((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(body);
    } catch {
      // The page shows the server's message.
    } finally {
      setBusy(false);
    }
  }
  return (
    <form noValidate ref={form} onSubmit={(e) => void submit(e)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {card ? null : (
          <FormField label={t.giftCode} hint={t.giftCodeHint} error={errors.code}>
            <Input
              dir="ltr"
              className="font-mono uppercase"
              autoComplete="off"
              value={draft.code}
              onChange={(e) => set({ code: e.target.value })}
            />
          </FormField>
        )}
        <FormField label={t.giftAmount} error={errors.amount}>
          <Input
            dir="ltr"
            inputMode="numeric"
            value={draft.amount}
            disabled={disabled}
            onChange={(e) => set({ amount: e.target.value })}
          />
        </FormField>
        <FormField label={t.recipientName} error={errors.recipientName}>
          <Input
            value={draft.recipientName}
            disabled={disabled}
            onChange={(e) => set({ recipientName: e.target.value })}
          />
        </FormField>
        <FormField label={t.recipientEmail} error={errors.recipientEmail}>
          <Input
            dir="ltr"
            type="email"
            value={draft.recipientEmail}
            disabled={disabled}
            onChange={(e) => set({ recipientEmail: e.target.value })}
          />
        </FormField>
        <FormField label={t.senderName} error={errors.senderName}>
          <Input value={draft.senderName} disabled={disabled} onChange={(e) => set({ senderName: e.target.value })} />
        </FormField>
        <FormField label={t.message} error={errors.message}>
          <textarea
            className="min-h-20 rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            value={draft.message}
            disabled={disabled}
            onChange={(e) => set({ message: e.target.value })}
          />
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={draft.active}
          disabled={disabled}
          onChange={(e) => set({ active: e.target.checked })}
        />
        {t.active}
        <span className="text-muted-foreground">— {t.giftActiveHint}</span>
      </label>
      {disabled ? null : (
        <div>
          <Button type="submit" disabled={busy}>
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}

function BackLink() {
  return (
    <Link
      to="/promotions/gift-cards"
      className="mb-3 inline-flex items-center gap-1 text-sm text-primary hover:underline"
    >
      <ArrowRight className="size-4" aria-hidden="true" />
      {t.backToGiftCards}
    </Link>
  );
}

function SaveError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="mb-4 rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm">
      {errorMessage(error)}
    </p>
  );
}

export function NewGiftCardPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (body: Body) => api.call('adminCreateGiftCard', { body }),
    onSuccess: (created) => {
      queryClient.setQueryData(giftCardKey(created.id), created);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'gift-cards'] });
      toast.success(t.giftCreated);
      void navigate({ to: '/promotions/gift-cards/$giftCardId', params: { giftCardId: created.id } });
    },
  });
  return (
    <>
      <BackLink />
      <PageHeader title={t.newGiftCard} description={t.giftCardsDescription} />
      <SaveError error={create.error} />
      <Card>
        <CardContent className="pt-6">
          <GiftCardForm submitLabel={t.create} onSubmit={(body) => create.mutateAsync(body)} />
        </CardContent>
      </Card>
    </>
  );
}

function Usages({ card }: { card: AdminGiftCardDetail }) {
  const canOpenOrders = can(useQuery(meQueryOptions(api)).data, 'orders.view');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.usage}</CardTitle>
        <p className="text-sm text-muted-foreground">
          {t.giftAmount}: <Money rial={card.amount} /> · {t.used}: <Money rial={card.usedAmount} /> · {t.remaining}:{' '}
          <Money rial={card.remaining} />
        </p>
      </CardHeader>
      <CardContent>
        {card.usages.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.noGiftUsage}</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-border">
            <Table aria-label={t.usage}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t.order}</TableHead>
                  <TableHead>{t.when}</TableHead>
                  <TableHead>{t.customer}</TableHead>
                  <TableHead>{t.used}</TableHead>
                  <TableHead>{t.balanceAfter}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {card.usages.map((usage) => (
                  <TableRow key={usage.id}>
                    <TableCell>
                      {canOpenOrders && usage.orderId !== null && usage.orderNumber !== null ? (
                        <Link
                          to="/orders/$orderId"
                          params={{ orderId: usage.orderId }}
                          className="text-primary underline-offset-4 hover:underline"
                        >
                          <Num value={usage.orderNumber} />
                        </Link>
                      ) : usage.orderNumber !== null ? (
                        <Num value={usage.orderNumber} />
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell>
                      <JalaliDate iso={usage.usedAt} withTime className="whitespace-nowrap" />
                    </TableCell>
                    <TableCell>{usage.customerName ?? '—'}</TableCell>
                    <TableCell>
                      <Money rial={usage.usedValue} />
                    </TableCell>
                    <TableCell>
                      <Money rial={usage.balanceAfter} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

export function GiftCardPage() {
  const { giftCardId } = route.useParams();
  const me = useQuery(meQueryOptions(api)).data;
  const canChange = can(me, 'promotions.change');
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<string | null>(null);
  const card = useQuery({
    queryKey: giftCardKey(giftCardId),
    queryFn: ({ signal }) => api.call('adminGetGiftCard', { params: { id: giftCardId }, signal }),
    throwOnError: true,
  });
  const saved = (next: AdminGiftCardDetail) => {
    setConflict(null);
    queryClient.setQueryData(giftCardKey(giftCardId), next);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'gift-cards'] });
  };
  const update = useMutation({
    mutationFn: ({ code: _code, ...body }: Body) =>
      api.call('adminUpdateGiftCard', {
        params: { id: giftCardId },
        body: { ...body, expectedVersion: card.data?.rowVersion ?? 0 },
      }),
    onSuccess: (next) => {
      saved(next);
      toast.success(t.saved);
    },
    onError: (error) => {
      if (isApiError(error, 409)) setConflict(error.message);
    },
  });
  const active = useMutation({
    mutationFn: (on: boolean) =>
      api.call('adminChangeGiftCardActive', {
        params: { id: giftCardId },
        body: { active: on, expectedVersion: card.data?.rowVersion ?? 0 },
      }),
    onSuccess: (next) => {
      saved(next);
      toast.success(next.active ? t.activated : t.deactivated);
    },
    onError: (error) => {
      if (isApiError(error, 409)) setConflict(error.message);
      else toastError(error);
    },
  });
  const data = card.data;
  if (!data) return <p className="text-muted-foreground">{fa.common.loading}</p>;
  return (
    <>
      <BackLink />
      <PageHeader
        title={t.giftCard(data.code)}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <GiftCardStatus card={data} /> {data.recipientName} · {t.createdAt} <JalaliDate iso={data.createdAt} />
          </span>
        }
        actions={
          canChange ? (
            <ConfirmDialog
              trigger={
                <Button variant={data.active ? 'destructive' : 'outline'}>
                  {data.active ? t.deactivate : t.activate}
                </Button>
              }
              title={data.active ? t.deactivate : t.activate}
              description={data.active ? t.giftDeactivateConfirm : t.giftActivateConfirm}
              destructive={data.active}
              confirmLabel={data.active ? t.deactivate : t.activate}
              onConfirm={() => active.mutateAsync(!data.active)}
            />
          ) : null
        }
      />
      {conflict ? (
        <ConflictNotice
          message={conflict}
          reloadLabel={t.reload}
          onReload={() => {
            setConflict(null);
            void queryClient.invalidateQueries({ queryKey: giftCardKey(giftCardId) });
          }}
        />
      ) : null}
      {update.error && !isApiError(update.error, 409) ? <SaveError error={update.error} /> : null}
      <div className="grid gap-4">
        <Card>
          <CardHeader>
            <CardTitle>{t.details}</CardTitle>
          </CardHeader>
          <CardContent>
            <GiftCardForm
              key={data.rowVersion}
              card={data}
              disabled={!canChange}
              submitLabel={t.save}
              onSubmit={(body) => update.mutateAsync(body)}
            />
          </CardContent>
        </Card>
        <Usages card={data} />
      </div>
    </>
  );
}
