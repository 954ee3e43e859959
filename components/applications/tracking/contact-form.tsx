'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ContactFields } from '@/components/contacts/contact-fields';
import { contactSchema } from '@/lib/applications/contact-schemas';
import type { ContactDto } from '@/lib/contracts/application-answers';
import { useSaveContact, type ContactBody } from './queries';

type Props = { applicationId: string; contact?: ContactDto; onDone: () => void };

/** Add or edit one contact (the API's schema validates the form too). */
export function ContactForm({ applicationId, contact, onDone }: Props) {
  const save = useSaveContact(applicationId);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ContactBody>({
    defaultValues: {
      name: contact?.name ?? '',
      role: contact?.role ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
      linkedin_url: contact?.linkedin_url ?? '',
      notes: contact?.notes ?? '',
    },
    resolver: zodResolver(contactSchema) as never,
  });
  const errors = formState.errors;

  async function onSubmit(body: ContactBody) {
    setError(null);
    try {
      await save.mutateAsync({ id: contact?.id, body });
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not save the contact.');
    }
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label={contact ? `Edit ${contact.name}` : 'New contact'}
      className="flex flex-col gap-4 rounded-lg border bg-surface-muted/40 p-4"
    >
      <ContactFields register={register} errors={errors} notesLabel="Contact notes" />
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {contact ? 'Save contact' : 'Add contact'}
        </Button>
      </div>
    </form>
  );
}
