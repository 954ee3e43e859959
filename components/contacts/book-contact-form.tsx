'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { bookContactSchema } from '@/lib/contacts/contact-book-schemas';
import type { BookContactDto } from '@/lib/contracts/contacts';
import { ContactFields } from './contact-fields';
import { useSaveBookContact, type BookContactBody } from './queries';

type Props = { contact?: BookContactDto; onDone: (saved?: BookContactDto) => void };

/** Add or edit a contact of the book (the API's schema validates the form too). */
export function BookContactForm({ contact, onDone }: Props) {
  const save = useSaveBookContact();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<BookContactBody>({
    defaultValues: {
      name: contact?.name ?? '',
      company: contact?.company ?? '',
      role: contact?.role ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
      linkedin_url: contact?.linkedin_url ?? '',
      notes: contact?.notes ?? '',
      reach_out_on: contact?.reach_out_on ?? '',
    },
    resolver: zodResolver(bookContactSchema) as never,
  });
  const errors = formState.errors;

  async function onSubmit(body: BookContactBody) {
    setError(null);
    try {
      const saved = await save.mutateAsync({ id: contact?.id, body });
      onDone(saved.data);
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
      <ContactFields
        register={register}
        errors={errors}
        notesLabel="Notes"
        afterName={
          <Field label="Company" error={errors.company?.message}>
            <Input autoComplete="off" {...register('company')} />
          </Field>
        }
        afterLinkedIn={
          <Field label="Reach out again on" error={errors.reach_out_on?.message}>
            <Input type="date" {...register('reach_out_on')} />
          </Field>
        }
      />
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : contact ? 'Save contact' : 'Add contact'}
        </Button>
        <Button type="button" variant="ghost" onClick={() => onDone()}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
