'use client';

import { ClipboardList, MessageSquareText } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AddAnswerForm } from './add-answer-form';
import { ApplyProfileForm } from './apply-profile-form';
import { SavedAnswersList } from './saved-answers-list';

/** Profile → Applying: the apply profile and the saved answers the browser extension fills forms with. */
export function ApplyingSection() {
  return (
    <section aria-labelledby="applying-title" className="flex flex-col gap-4">
      <h2 id="applying-title" className="text-xl font-semibold tracking-tight">
        Applying
      </h2>
      <Card aria-labelledby="apply-profile-title">
        <CardHeader>
          <CardTitle id="apply-profile-title" className="flex items-center gap-2">
            <ClipboardList aria-hidden className="size-5 text-primary" /> Apply profile
          </CardTitle>
          <CardDescription>
            What application forms ask for, kept once. The browser extension fills forms from it and
            never submits them; a field left empty here stays empty on the form.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ApplyProfileForm />
        </CardContent>
      </Card>
      <Card aria-labelledby="saved-answers-title">
        <CardHeader>
          <CardTitle id="saved-answers-title" className="flex items-center gap-2">
            <MessageSquareText aria-hidden className="size-5 text-primary" /> Saved answers
          </CardTitle>
          <CardDescription>
            Reused when a form asks the same question in other words.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <SavedAnswersList />
          <AddAnswerForm />
        </CardContent>
      </Card>
    </section>
  );
}
