'use client';

import { ChevronDown, UserPlus } from 'lucide-react';
import { useDeferredValue, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { BookContactDto } from '@/lib/contracts/contacts';
import { ContactForm } from './contact-form';
import { ContactDetail } from './contact-detail';
import { formatDay, interactionLabels } from './format';
import { useBookContacts } from './queries';

/** /contacts: every contact across applications, searchable; open one to edit, link and log. */
export function ContactsScreen() {
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const { data, isPending, isError } = useBookContacts(search);
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  function onDeleted(contact: BookContactDto) {
    setOpen(null);
    setNotice(`Deleted ${contact.name}.`);
    // The row that had focus is gone: start again from the top of the screen.
    heading.current?.focus();
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1
          ref={heading}
          tabIndex={-1}
          className="rounded-sm text-2xl font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        >
          Contacts
        </h1>
        {adding ? null : (
          <Button
            onClick={() => {
              setNotice('');
              setAdding(true);
            }}
          >
            <UserPlus aria-hidden /> Add contact
          </Button>
        )}
      </div>
      {adding ? (
        <ContactForm
          onDone={(saved) => {
            setAdding(false);
            if (saved) setOpen(saved.id);
          }}
        />
      ) : null}
      <p role="status" className={notice ? 'text-sm' : 'sr-only'}>
        {notice}
      </p>
      <search>
        <Field label="Search contacts" hint="Name, company, role or email">
          <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </Field>
      </search>
      {isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : isError ? (
        <p className="text-sm text-muted-foreground">Could not load the contacts.</p>
      ) : data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {search ? `No contact matches “${search}”.` : 'No contacts yet.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Contacts">
          {data.map((c) => (
            <ContactRow
              key={c.id}
              contact={c}
              open={open === c.id}
              onToggle={() => setOpen(open === c.id ? null : c.id)}
              onDeleted={onDeleted}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function ContactRow({
  contact: c,
  open,
  onToggle,
  onDeleted,
}: {
  contact: BookContactDto;
  open: boolean;
  onToggle: () => void;
  onDeleted: (contact: BookContactDto) => void;
}) {
  const panelId = `contact-${c.id}`;
  const subtitle = [c.role, c.company].filter(Boolean).join(' · ');
  return (
    <li className="min-w-0 rounded-card border bg-surface p-4" data-testid="book-contact">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={onToggle}
              className="inline-flex max-w-full items-center gap-1 text-left underline-offset-4 hover:underline"
            >
              <span className="min-w-0 break-words">{c.name}</span>
              <ChevronDown
                aria-hidden
                className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
              />
            </button>
          </h2>
          {subtitle ? (
            <p className="break-words text-sm text-muted-foreground">{subtitle}</p>
          ) : null}
          {c.email ? (
            <a
              href={`mailto:${c.email}`}
              className="block truncate text-sm text-primary underline-offset-4 hover:underline"
            >
              {c.email}
            </a>
          ) : null}
        </div>
        {c.reach_out_on ? (
          <p className="shrink-0 text-right text-xs text-muted-foreground">
            Reach out
            <br />
            <span className="font-medium text-foreground">{formatDay(c.reach_out_on)}</span>
          </p>
        ) : null}
      </div>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="text-muted-foreground">Last interaction</dt>
        <dd>
          {c.last_interaction
            ? `${interactionLabels[c.last_interaction.kind]} · ${formatDay(c.last_interaction.occurred_on)}`
            : 'None yet'}
        </dd>
        <dt className="text-muted-foreground">Applications</dt>
        <dd className="min-w-0">
          {c.applications.length ? (
            <ul className="flex flex-wrap gap-x-3 gap-y-1">
              {c.applications.map((a) => (
                <li key={a.id} className="min-w-0 max-w-full">
                  <IntentLink
                    href={`/applications/${a.id}`}
                    className="block truncate text-primary underline-offset-4 hover:underline"
                  >
                    {a.job_title} · {a.company}
                  </IntentLink>
                </li>
              ))}
            </ul>
          ) : (
            'None'
          )}
        </dd>
      </dl>
      {open ? (
        <div id={panelId} className="mt-4">
          <ContactDetail contact={c} onDeleted={onDeleted} />
        </div>
      ) : null}
    </li>
  );
}
