'use client';

import { Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import type { SavedAnswer } from '@/lib/apply/answer-schemas';
import { useApplyAnswers, useDeleteApplyAnswer, useUpdateApplyAnswer } from './queries';

function EditAnswer({ item, onDone }: { item: SavedAnswer; onDone: () => void }) {
  const update = useUpdateApplyAnswer();
  const [question, setQuestion] = useState(item.question);
  const [answer, setAnswer] = useState(item.answer);
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      await update.mutateAsync({ id: item.id, question, answer });
      onDone();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Could not save the answer.');
    }
  }
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3">
      <Field label="Question">
        <Input value={question} onChange={(e) => setQuestion(e.target.value)} required />
      </Field>
      <Field label="Answer" error={error ?? undefined}>
        <Textarea value={answer} onChange={(e) => setAnswer(e.target.value)} rows={5} required />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={update.isPending}>
          Save answer
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Saved answers: each free-text question answered before, reused when a form asks it again. */
export function SavedAnswersList() {
  const answers = useApplyAnswers();
  const remove = useDeleteApplyAnswer();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedAnswer | null>(null);

  if (answers.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        Could not load your saved answers.
      </p>
    );
  if (!answers.data) return <Skeleton className="h-24 w-full" />;
  if (!answers.data.length)
    return (
      <p className="text-sm text-muted-foreground">
        No saved answers yet. When you submit a form the extension filled, your answers to its
        free-text questions are kept here and offered the next time a form asks the same thing.
      </p>
    );
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label="Saved answers">
        {answers.data.map((item) => (
          <li key={item.id} className="rounded-lg border p-3">
            {editing === item.id ? (
              <EditAnswer item={item} onDone={() => setEditing(null)} />
            ) : (
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="text-sm font-medium break-words">{item.question}</p>
                  <p className="mt-1 text-sm whitespace-pre-wrap break-words text-muted-foreground">
                    {item.answer}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Edit the answer to: ${item.question}`}
                    onClick={() => setEditing(item.id)}
                  >
                    <Pencil aria-hidden /> Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-danger"
                    aria-label={`Delete the answer to: ${item.question}`}
                    onClick={() => setDeleting(item)}
                  >
                    <Trash2 aria-hidden /> Delete
                  </Button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this saved answer?"
        message={deleting ? `“${deleting.question}” will no longer be offered on forms.` : ''}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
