'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export type NameDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  label: string;
  initial: string;
  submitLabel: string;
  /** Resolves when done (the dialog closes); a thrown Error's message is shown under the field. */
  onSubmit: (value: string) => Promise<void>;
};

/** A small dialog asking for one name (new resume, rename, the company a copy is tailored for). */
export function NameDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  initial,
  submitLabel,
  onSubmit,
}: NameDialogProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [seen, setSeen] = useState(open);
  // Reset the field each time the dialog opens.
  if (open !== seen) {
    setSeen(open);
    if (open) {
      setValue(initial);
      setError(undefined);
    }
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setError(`${label} is required`);
    setBusy(true);
    try {
      await onSubmit(value.trim());
      onOpenChange(false);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <Field label={label} error={error}>
            <Input
              value={value}
              onChange={(e) => setValue(e.target.value)}
              maxLength={100}
              autoFocus
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
