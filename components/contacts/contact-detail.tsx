'use client';

import { Link2, Pencil, Trash2, Unlink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { IntentLink } from '@/components/ui/intent-link';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useApplications } from '@/components/queries/applications';
import {
  INTERACTION_KINDS,
  MAX_INTERACTION_NOTE,
  type InteractionKind,
} from '@/lib/contacts/contact-book-schemas';
import type { BookContactDto } from '@/lib/contracts/contacts';
import { ContactForm } from './contact-form';
import { formatDay, interactionLabels, todayYmd } from './format';
import {
  useAddInteraction,
  useDeleteBookContact,
  useDeleteInteraction,
  useInteractions,
  useLinkApplication,
} from './queries';

const message = (e: unknown, fallback: string) => (e instanceof Error ? e.message : fallback);

/** One contact opened in the book: edit it, link it to applications, log interactions, delete it. */
export function ContactDetail({
  contact,
  onDeleted,
}: {
  contact: BookContactDto;
  /** Runs once the contact is gone (its row, and this panel, leave the list). */
  onDeleted: (contact: BookContactDto) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteBookContact();

  async function onDelete() {
    setError(null);
    try {
      await remove.mutateAsync(contact.id);
      onDeleted(contact);
    } catch (e) {
      setError(message(e, 'Could not delete the contact.'));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <div className="flex flex-col gap-5 border-t pt-4">
      {editing ? (
        <ContactForm contact={contact} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex flex-wrap gap-2">
          {/* A long name ends in an ellipsis rather than widening a phone screen. */}
          <Button
            variant="outline"
            size="sm"
            className="max-w-full min-w-0 shrink"
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden />
            <span className="truncate">Edit {contact.name}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden /> Delete contact
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this contact?"
        message={`${contact.name} and their interactions will be removed for good. The applications they are linked to stay.`}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={() => void onDelete()}
      />
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <LinkedApplications contact={contact} />
      <Interactions contactId={contact.id} />
    </div>
  );
}

function LinkedApplications({ contact }: { contact: BookContactDto }) {
  const apps = useApplications();
  const link = useLinkApplication(contact.id);
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const linked = new Set(contact.applications.map((a) => a.id));
  const choices = (apps.data ?? []).filter((a) => !linked.has(a.id));
  const headingId = `apps-${contact.id}`;

  async function change(applicationId: string, on: boolean) {
    setError(null);
    try {
      await link.mutateAsync({ applicationId, link: on });
      if (on) setChoice('');
    } catch (e) {
      setError(message(e, 'Could not change the link.'));
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-sm font-semibold">
        Applications
      </h3>
      {contact.applications.length ? (
        <ul className="flex flex-col gap-1 text-sm">
          {contact.applications.map((a) => (
            <li key={a.id} className="flex min-w-0 items-center justify-between gap-2">
              <IntentLink
                href={`/applications/${a.id}`}
                className="min-w-0 truncate text-primary underline-offset-4 hover:underline"
              >
                {a.job_title} · {a.company}
              </IntentLink>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Unlink ${a.job_title} at ${a.company}`}
                onClick={() => void change(a.id, false)}
              >
                <Unlink aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Not linked to an application.</p>
      )}
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (choice) void change(choice, true);
        }}
      >
        <Field label="Link to application" className="min-w-0 flex-1 basis-56">
          <Select value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="">Choose an application</option>
            {choices.map((a) => (
              <option key={a.id} value={a.id}>
                {a.job_title} · {a.company}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" variant="outline" disabled={!choice || link.isPending}>
          <Link2 aria-hidden /> Link
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function Interactions({ contactId }: { contactId: string }) {
  const { data, isPending, isError } = useInteractions(contactId);
  const add = useAddInteraction(contactId);
  const remove = useDeleteInteraction(contactId);
  const [kind, setKind] = useState<InteractionKind>('email');
  const [day, setDay] = useState(todayYmd);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = `log-${contactId}`;

  async function onSubmit() {
    setError(null);
    try {
      await add.mutateAsync({ kind, occurred_on: day, note });
      setNote('');
    } catch (e) {
      setError(message(e, 'Could not log the interaction.'));
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-sm font-semibold">
        Interactions
      </h3>
      <form
        aria-label="Log an interaction"
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Kind">
            <Select value={kind} onChange={(e) => setKind(e.target.value as InteractionKind)}>
              {INTERACTION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {interactionLabels[k]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Date" required>
            <Input type="date" required value={day} onChange={(e) => setDay(e.target.value)} />
          </Field>
        </div>
        <Field label="Note">
          <Textarea
            rows={2}
            maxLength={MAX_INTERACTION_NOTE}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Field>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="outline" disabled={add.isPending}>
            {add.isPending ? 'Logging...' : 'Log interaction'}
          </Button>
        </div>
      </form>
      {isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : isError ? (
        <p className="text-sm text-muted-foreground">Could not load the interactions.</p>
      ) : data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No interactions logged yet.</p>
      ) : (
        <ol className="flex flex-col divide-y text-sm" aria-label="Interactions, newest first">
          {data.map((i) => (
            <li key={i.id} className="flex items-start justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium">
                  {interactionLabels[i.kind]} · {formatDay(i.occurred_on)}
                </p>
                {i.note ? <p className="whitespace-pre-wrap break-words">{i.note}</p> : null}
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove the ${interactionLabels[i.kind].toLowerCase()} of ${formatDay(i.occurred_on)}`}
                onClick={() => remove.mutate(i.id)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
