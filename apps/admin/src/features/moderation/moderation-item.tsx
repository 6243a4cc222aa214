import { useState } from 'react';
import type { ModerationItem } from '@sabad/contract/admin';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField } from '@/components/form-field';
import { JalaliDate } from '@/components/jalali-date';
import { LtrIsolate } from '@/components/ltr';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toPersianDigits } from '@/lib/format';
import { kindFa, moderationFa as t } from './strings';

const PERSIAN_LETTER = /[\u0600-\u06FF]/;

export interface ModerationActions {
  approve: (item: ModerationItem) => Promise<unknown>;
  remove: (item: ModerationItem) => Promise<unknown>;
  answer: (item: ModerationItem, text: string) => Promise<unknown>;
}

/** One waiting item with what may be done to it; each action asks first. */
export function ModerationItemCard({
  item,
  canChange,
  actions,
}: {
  item: ModerationItem;
  canChange: boolean;
  actions: ModerationActions;
}) {
  const [answer, setAnswer] = useState('');
  const headingId = `moderation-${item.kind}-${item.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-4">
      <header className="mb-2 flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={item.kind === 'contactMessage' ? 'info' : item.kind === 'review' ? 'warning' : 'neutral'}>
          {kindFa[item.kind]}
        </Badge>
        <h2 id={headingId} className="font-bold">
          {/* A customer without a name is shown by their mobile or email: a code, isolated left to right. */}
          {PERSIAN_LETTER.test(item.author) ? item.author : <LtrIsolate>{toPersianDigits(item.author)}</LtrIsolate>}
        </h2>
        <JalaliDate iso={item.createdAt} withTime className="text-muted-foreground" />
      </header>
      <p className="text-sm text-muted-foreground">
        {t.about[item.kind]}: {item.about}
        {item.rating !== null ? ` · ${t.rating(toPersianDigits(item.rating))}` : null}
      </p>
      {item.title && item.kind === 'review' ? <p className="mt-2 font-medium">{item.title}</p> : null}
      <p className="mt-1 whitespace-pre-line">{item.text}</p>
      {item.replyTo ? (
        <p className="mt-1 text-sm text-muted-foreground">
          <LtrIsolate className="break-all">{toPersianDigits(item.replyTo)}</LtrIsolate>
        </p>
      ) : null}
      {canChange ? (
        <div className="mt-3 grid gap-3">
          {item.kind === 'contactMessage' ? (
            <FormField label={t.answerLabel} hint={item.replyTo ? t.answerTo(item.replyTo) : undefined}>
              <textarea
                className="min-h-20 rounded-md border border-input bg-background px-3 py-2 text-sm"
                maxLength={4000}
                value={answer}
                onChange={(e) => setAnswer(e.target.value)}
              />
            </FormField>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {item.kind === 'contactMessage' ? (
              <ConfirmDialog
                trigger={<Button disabled={answer.trim() === ''}>{t.send}</Button>}
                title={t.send}
                description={t.answerConfirm}
                onConfirm={() => actions.answer(item, answer.trim())}
              />
            ) : (
              <ConfirmDialog
                trigger={<Button>{t.approve}</Button>}
                title={t.approve}
                description={item.kind === 'review' ? t.approveReview : t.approveComment}
                onConfirm={() => actions.approve(item)}
              />
            )}
            <ConfirmDialog
              trigger={<Button variant="outline">{t.remove}</Button>}
              title={t.remove}
              description={t.removeConfirm}
              destructive
              confirmLabel={t.remove}
              onConfirm={() => actions.remove(item)}
            />
          </div>
        </div>
      ) : null}
    </article>
  );
}
