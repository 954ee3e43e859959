'use client';

import { Mail, Pencil, Phone, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { IntentLink } from '@/components/ui/intent-link';
import { Skeleton } from '@/components/ui/skeleton';
import { useApplicationContacts, useDeleteApplicationContact } from './application-contact-queries';
import { ContactForm } from './contact-form';
import { useBookContacts } from './queries';

/** The people met through this application: list, add, edit, remove. */
export function ApplicationContacts({ applicationId }: { applicationId: string }) {
  const { data, isPending, isError } = useApplicationContacts(applicationId);
  // The same people in the contacts book: which other applications each one is linked to.
  const book = useBookContacts('', applicationId);
  const others = new Map(
    (book.data ?? []).map((c) => [c.id, c.applications.filter((a) => a.id !== applicationId)]),
  );
  const remove = useDeleteApplicationContact(applicationId);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const linkedElsewhere = removing ? (others.get(removing.id)?.length ?? 0) : 0;

  async function onRemove(id: string) {
    setError(null);
    try {
      await remove.mutateAsync(id);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not remove the contact.');
    }
    setRemoving(null);
  }

  return (
    <section aria-labelledby="contacts" className="rounded-card border bg-surface p-5">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="contacts" className="text-lg font-semibold tracking-tight">
          Contacts
        </h2>
        {editing === null ? (
          <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
            <UserPlus aria-hidden /> Add contact
          </Button>
        ) : null}
      </div>
      {editing === 'new' ? (
        <ContactForm applicationId={applicationId} onDone={() => setEditing(null)} />
      ) : null}
      {error ? (
        <p role="alert" className="mb-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
      {isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : isError ? (
        <p className="text-sm text-muted-foreground">Could not load the contacts.</p>
      ) : data.length === 0 && editing !== 'new' ? (
        <p className="text-sm text-muted-foreground">No contacts yet.</p>
      ) : (
        <ul className="divide-y">
          {data.map((c) =>
            editing === c.id ? (
              <li key={c.id} className="py-3">
                <ContactForm
                  applicationId={applicationId}
                  contact={c}
                  onDone={() => setEditing(null)}
                />
              </li>
            ) : (
              <li
                key={c.id}
                className="flex flex-wrap items-start justify-between gap-3 py-3"
                data-testid="contact"
              >
                <div className="min-w-0 text-sm">
                  <p className="break-words font-medium">
                    {c.name}
                    {c.role ? (
                      <span className="font-normal text-muted-foreground"> · {c.role}</span>
                    ) : null}
                  </p>
                  <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
                    {c.email ? (
                      <a
                        href={`mailto:${c.email}`}
                        className="inline-flex min-w-0 max-w-full items-center gap-1 text-primary underline-offset-4 hover:underline"
                      >
                        <Mail aria-hidden className="size-3.5 shrink-0" />
                        <span className="truncate">{c.email}</span>
                      </a>
                    ) : null}
                    {c.phone ? (
                      <a
                        href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}
                        className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                      >
                        <Phone aria-hidden className="size-3.5" /> {c.phone}
                      </a>
                    ) : null}
                    {c.linkedin_url ? (
                      <a
                        href={c.linkedin_url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        LinkedIn profile
                      </a>
                    ) : null}
                  </div>
                  {c.notes ? (
                    <p className="mt-1 whitespace-pre-wrap break-words">{c.notes}</p>
                  ) : null}
                  {others.get(c.id)?.length ? (
                    <p className="mt-1 text-muted-foreground">
                      Also linked to{' '}
                      {others.get(c.id)!.map((a, i) => (
                        <span key={a.id}>
                          {i > 0 ? ', ' : null}
                          <IntentLink
                            href={`/applications/${a.id}`}
                            className="break-words text-primary underline-offset-4 hover:underline"
                          >
                            {a.job_title} · {a.company}
                          </IntentLink>
                        </span>
                      ))}
                    </p>
                  ) : null}
                </div>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${c.name}`}
                    onClick={() => setEditing(c.id)}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${c.name}`}
                    onClick={() => setRemoving({ id: c.id, name: c.name })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove this contact?"
        message={
          linkedElsewhere > 0
            ? `${removing?.name} is unlinked from this application and stays in your contacts book, linked to ${linkedElsewhere === 1 ? '1 other application' : `${linkedElsewhere} other applications`}.`
            : `${removing?.name} is linked only here: they and their interactions will be deleted for good.`
        }
        confirmLabel="Remove"
        destructive
        loading={remove.isPending}
        onConfirm={() => {
          if (removing) void onRemove(removing.id);
        }}
      />
    </section>
  );
}
