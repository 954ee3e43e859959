'use client';

import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Download, FileUp } from 'lucide-react';
import { useState } from 'react';
import { applicationKeys } from '@/components/queries/applications';
import { StatusBadge } from '@/components/applications/status-badge';
import { formatCalendarDate } from '@/components/applications/format';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { IntentLink } from '@/components/ui/intent-link';
import { callOperation, fetchOperation } from '@/lib/api/call-operation';
import { saveResponseAs, serverFileName } from '@/components/ui/save-file';
import * as applicationsApi from '@/lib/contracts/applications';
import { plural } from '@/lib/text/plural';
import type { ImportDryRunDto, ImportResultDto } from '@/lib/contracts/application-answers';

/** Export every application (CSV or JSON); import another tracker's CSV after a dry-run preview. */
export function ImportExportScreen() {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportDryRunDto | null>(null);
  const [result, setResult] = useState<ImportResultDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'import' | 'csv' | 'json' | null>(null);

  async function send(dryRun: boolean) {
    if (!file) return;
    const form = new FormData();
    form.set('file', file);
    return callOperation(applicationsApi.importApplications, {
      form,
      query: { dry_run: dryRun ? 'true' : undefined },
    });
  }

  async function onPreview() {
    setError(null);
    setResult(null);
    setPreview(null);
    if (!file) return setError('Choose a CSV file first.');
    setBusy('preview');
    try {
      setPreview((await send(true)) as ImportDryRunDto);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not read the file.');
    } finally {
      setBusy(null);
    }
  }

  async function onImport() {
    setError(null);
    setBusy('import');
    try {
      setResult((await send(false)) as ImportResultDto);
      setPreview(null);
      void client.invalidateQueries({ queryKey: applicationKeys.all });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The import failed; nothing was added.');
    } finally {
      setBusy(null);
    }
  }

  async function onExport(format: 'csv' | 'json') {
    setError(null);
    setBusy(format);
    try {
      const res = await fetchOperation(applicationsApi.exportApplications, { query: { format } });
      await saveResponseAs(res, serverFileName(res, `pursuit-applications.${format}`));
    } catch {
      setError('Export failed. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  const fresh = preview ? preview.rows.filter((r) => !r.duplicate_of).length : 0;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <IntentLink
        href="/applications"
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" /> Applications
      </IntentLink>
      <h1 className="text-2xl font-semibold tracking-tight">Import and export</h1>

      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold tracking-tight">Export</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Every application, one row each. The CSV opens safely in spreadsheets.
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button variant="outline" loading={busy === 'csv'} onClick={() => void onExport('csv')}>
            <Download aria-hidden /> Export CSV
          </Button>
          <Button variant="outline" loading={busy === 'json'} onClick={() => void onExport('json')}>
            <Download aria-hidden /> Export JSON
          </Button>
        </div>
      </Card>

      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold tracking-tight">Import from another tracker</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          A CSV from Huntr, Teal or a spreadsheet with columns such as Company, Job Title (or
          Position), Status (or Stage), Date Applied, URL and Notes. You see what will be added
          before anything is saved; applications you already have are skipped.
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label="CSV file" className="flex-1">
            <Input
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setPreview(null);
                setResult(null);
              }}
            />
          </Field>
          <Button loading={busy === 'preview'} onClick={() => void onPreview()}>
            <FileUp aria-hidden /> Preview import
          </Button>
        </div>
        {error ? (
          <p role="alert" className="mt-3 text-sm text-danger">
            {error}
          </p>
        ) : null}
        {result ? (
          <p role="status" className="mt-4 rounded-lg border bg-surface-muted/50 p-3 text-sm">
            Imported {plural(result.created, 'application')}
            {result.skipped ? `, skipped ${plural(result.skipped, 'duplicate')}` : ''}
            {result.errors.length
              ? `, ${plural(result.errors.length, 'row')} with errors not imported`
              : ''}
            .{' '}
            <IntentLink href="/applications" className="font-medium text-primary underline">
              See your applications
            </IntentLink>
          </p>
        ) : null}
        {preview ? (
          <div className="mt-5 flex flex-col gap-4">
            <p role="status" className="text-sm font-medium">
              {plural(fresh, 'application')} will be added,{' '}
              {plural(preview.duplicates.length, 'duplicate')} skipped,{' '}
              {plural(preview.errors.length, 'row')} with errors.
            </p>
            {preview.rows.length ? (
              <div
                className="overflow-x-auto rounded-lg border"
                role="region"
                aria-label="Rows to import"
                tabIndex={0}
              >
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Preview of the rows in the file</caption>
                  <thead className="bg-surface-muted/60 text-xs text-muted-foreground">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        Row
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Company
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Job title
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Status
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Applied
                      </th>
                      <th scope="col" className="px-3 py-2">
                        Import
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y">
                    {preview.rows.map((r) => (
                      <tr key={r.row} data-testid="import-row">
                        <td className="px-3 py-2 tabular-nums">{r.row}</td>
                        <td className="px-3 py-2">{r.company}</td>
                        <td className="px-3 py-2">{r.job_title}</td>
                        <td className="px-3 py-2">
                          <StatusBadge status={r.status} />
                        </td>
                        <td className="px-3 py-2 whitespace-nowrap">
                          {formatCalendarDate(r.applied_date)}
                        </td>
                        <td className="px-3 py-2">
                          {r.duplicate_of ? (
                            <span className="text-muted-foreground">Duplicate, skipped</span>
                          ) : (
                            'Will be added'
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            {preview.errors.length ? (
              <div>
                <h3 className="text-sm font-semibold">Rows with errors (not imported)</h3>
                <ul className="mt-2 list-disc pl-5 text-sm" data-testid="import-errors">
                  {preview.errors.map((e) => (
                    <li key={`${e.row}-${e.field}`}>
                      Row {e.row}, {e.field.replace(/_/g, ' ')}: {e.detail}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div>
              <Button
                loading={busy === 'import'}
                disabled={fresh === 0}
                onClick={() => void onImport()}
              >
                Import {plural(fresh, 'application')}
              </Button>
            </div>
          </div>
        ) : null}
      </Card>
    </div>
  );
}
