'use client';

import { useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { plural } from '@/lib/text/plural';
import { callOperation, fetchOperation } from '@/lib/api/call-operation';
import { saveResponseAs, serverFileName } from '@/components/ui/save-file';
import * as accountApi from '@/lib/contracts/account';

/** Profile: "Export my data" (one JSON file) and "Import" (such a file, all or nothing). */
export function AccountDataCard() {
  const client = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function onExport() {
    setBusy('export');
    setResult(null);
    try {
      const res = await fetchOperation(accountApi.exportAccount);
      await saveResponseAs(res, serverFileName(res, 'pursuit-account.json'));
    } catch {
      setResult({ ok: false, text: 'Export failed. Please try again.' });
    } finally {
      setBusy(null);
    }
  }

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy('import');
    setResult(null);
    const form = new FormData();
    form.set('file', file);
    try {
      const { data } = await callOperation(accountApi.importAccount, { form });
      const skipped = data.applications.skipped
        ? ` (${data.applications.skipped} already here)`
        : '';
      setResult({
        ok: true,
        text: `Imported ${plural(data.applications.created, 'application')}${skipped}, ${plural(data.contacts, 'contact')}, ${plural(data.tasks, 'task')} and ${plural(data.resumes, 'resume')}.`,
      });
      void client.invalidateQueries();
    } catch (err) {
      setResult({
        ok: false,
        text: `Import failed, nothing was changed: ${err instanceof Error ? err.message : 'unknown error'}`,
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold tracking-tight">Your data</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Download everything Pursuit keeps about you as one JSON file, or load such a file into this
        account.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" loading={busy === 'export'} onClick={() => void onExport()}>
          <Download aria-hidden /> Export my data
        </Button>
        <Button
          variant="outline"
          loading={busy === 'import'}
          onClick={() => fileRef.current?.click()}
        >
          <Upload aria-hidden /> Import
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          tabIndex={-1}
          aria-label="Account data file"
          onChange={(e) => void onFile(e)}
        />
      </div>
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={result.ok ? 'mt-3 text-sm' : 'mt-3 text-sm text-danger'}
        >
          {result.text}
        </p>
      ) : null}
    </Card>
  );
}
