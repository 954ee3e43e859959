'use client';

import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import type { ContactBody } from './application-contact-queries';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

export type ContactFieldsProps = {
  /** The form's `register`: any form whose values include a contact's (the book's adds two). */
  register: (name: keyof ContactBody) => UseFormRegisterReturn;
  errors: FieldErrors<ContactBody>;
  /** "Contact notes" on an application's page, where the application has notes of its own. */
  notesLabel: string;
  /** Fields of the contacts book only: `afterName` (Company) and `afterLinkedIn` (Reach out again on). */
  afterName?: ReactNode;
  afterLinkedIn?: ReactNode;
};

/** A contact's own fields (the contact form adds the book's company and reach-out date). */
export function ContactFields({
  register,
  errors,
  notesLabel,
  afterName,
  afterLinkedIn,
}: ContactFieldsProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message} required>
          <Input autoComplete="off" {...register('name')} />
        </Field>
        {afterName}
        <Field label="Role" error={errors.role?.message}>
          <Input
            autoComplete="off"
            placeholder="Recruiter, hiring manager..."
            {...register('role')}
          />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="off" {...register('phone')} />
        </Field>
        <Field label="LinkedIn URL" error={errors.linkedin_url?.message}>
          <Input
            type="url"
            autoComplete="off"
            placeholder="https://www.linkedin.com/in/..."
            {...register('linkedin_url')}
          />
        </Field>
        {afterLinkedIn}
      </div>
      <Field label={notesLabel} error={errors.notes?.message}>
        <Textarea rows={3} {...register('notes')} />
      </Field>
    </>
  );
}
