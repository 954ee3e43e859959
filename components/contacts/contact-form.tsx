'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { contactSchema } from '@/lib/applications/contact-schemas';
import { bookContactSchema } from '@/lib/contacts/contact-book-schemas';
import type { ContactDto } from '@/lib/contracts/application-answers';
import type { BookContactDto } from '@/lib/contracts/contacts';
import { useSaveApplicationContact } from './application-contact-queries';
import { ContactFields } from './contact-fields';
import { useSaveBookContact, type BookContactBody } from './queries';

type Props =
  /** On an application's page: the contact is added to (or edited on) that application. */
  | { applicationId: string; contact?: ContactDto; onDone: () => void }
  /** In the contacts book: with its company and reach-out date. */
  | {
      applicationId?: undefined;
      contact?: BookContactDto;
      onDone: (saved?: BookContactDto) => void;
    };

/** Add or edit one contact, on an application or in the book (the API's schema validates the form too). */
export function ContactForm(props: Props) {
  const { contact } = props;
  const onApplication = props.applicationId !== undefined;
  const saveOnApplication = useSaveApplicationContact(props.applicationId ?? '');
  const saveInBook = useSaveBookContact();
  const pending = onApplication ? saveOnApplication.isPending : saveInBook.isPending;
  const [error, setError] = useState<string | null>(null);
  const book = props.applicationId === undefined ? props.contact : undefined;
  const { register, handleSubmit, formState } = useForm<BookContactBody>({
    defaultValues: {
      name: contact?.name ?? '',
      role: contact?.role ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
      linkedin_url: contact?.linkedin_url ?? '',
      notes: contact?.notes ?? '',
      ...(onApplication
        ? {}
        : { company: book?.company ?? '', reach_out_on: book?.reach_out_on ?? '' }),
    },
    resolver: zodResolver(onApplication ? contactSchema : bookContactSchema) as never,
  });
  const errors = formState.errors;

  async function onSubmit(body: BookContactBody) {
    setError(null);
    try {
      if (props.applicationId !== undefined) {
        await saveOnApplication.mutateAsync({ id: contact?.id, body });
        props.onDone();
      } else {
        const saved = await saveInBook.mutateAsync({ id: contact?.id, body });
        props.onDone(saved.data);
      }
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
        // On an application's page the application has notes of its own.
        notesLabel={onApplication ? 'Contact notes' : 'Notes'}
        afterName={
          onApplication ? null : (
            <Field label="Company" error={errors.company?.message}>
              <Input autoComplete="off" {...register('company')} />
            </Field>
          )
        }
        afterLinkedIn={
          onApplication ? null : (
            <Field label="Reach out again on" error={errors.reach_out_on?.message}>
              <Input type="date" {...register('reach_out_on')} />
            </Field>
          )
        }
      />
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={() => props.onDone()} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {contact ? 'Save contact' : 'Add contact'}
        </Button>
      </div>
    </form>
  );
}
