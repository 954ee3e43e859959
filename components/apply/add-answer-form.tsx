'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { callOperation } from '@/lib/api/call-operation';
import * as applyApi from '@/lib/contracts/apply';
import { applyKeys } from './queries';

/** Adds a saved answer; "Draft from my resume" fills the answer from resume lines for the person to check. */
export function AddAnswerForm() {
  const client = useQueryClient();
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const draft = useMutation({
    mutationFn: () => callOperation(applyApi.suggestApplyAnswer, { body: { question } }),
    onSuccess: (d) => {
      setAnswer(d.answer);
      const unsupported = d.claims.filter((c) => !c.supported).length;
      setStatus({
        text: unsupported
          ? `Drafted: ${unsupported} claim${unsupported > 1 ? 's are' : ' is'} not on your resume — fix or remove before saving.`
          : 'Drafted from your resume: read it and change it before saving.',
      });
    },
    onError: (e) => setStatus({ text: e.message, error: true }),
  });
  const save = useMutation({
    mutationFn: () => callOperation(applyApi.saveApplyAnswer, { body: { question, answer } }),
    onSuccess: () => {
      setQuestion('');
      setAnswer('');
      setStatus({ text: 'Answer saved.' });
      void client.invalidateQueries({ queryKey: applyKeys.answers });
    },
    onError: (e) => setStatus({ text: e.message, error: true }),
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setStatus(null);
    save.mutate();
  };
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="add-answer-title"
      className="flex flex-col gap-3 rounded-lg border p-3"
    >
      <h3 id="add-answer-title" className="text-sm font-semibold">
        Add an answer
      </h3>
      <Field label="Question" hint="As forms ask it, e.g. “Why do you want to work here?”">
        <Input value={question} onChange={(e) => setQuestion(e.target.value)} required />
      </Field>
      <Field label="Your answer">
        <Textarea value={answer} onChange={(e) => setAnswer(e.target.value)} rows={5} required />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!question.trim()}
          loading={draft.isPending}
          onClick={() => {
            setStatus(null);
            draft.mutate();
          }}
        >
          {!draft.isPending && <Sparkles aria-hidden />}
          Draft from my resume
        </Button>
        <Button
          type="submit"
          size="sm"
          disabled={!question.trim() || !answer.trim()}
          loading={save.isPending}
        >
          Save answer
        </Button>
      </div>
      <p
        role="status"
        className={
          status?.error ? 'min-h-5 text-sm text-danger' : 'min-h-5 text-sm text-muted-foreground'
        }
      >
        {status?.text}
      </p>
    </form>
  );
}
