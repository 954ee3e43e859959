'use client';

import { Download, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MessageDialog } from '@/components/ui/message-dialog';
import { Select } from '@/components/ui/select';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/applications/status';
import { selectionCsv } from '@/components/applications/table/selection-csv';
import type { TableApplication } from '@/components/applications/table/table-columns';
import { plural } from '@/lib/text/plural';
import { useBulkDelete, useBulkStatusChange, type BulkResult } from './use-bulk-actions';
import { saveCsvAs } from '@/components/ui/save-file';

type Props = { selected: readonly TableApplication[]; onDone: () => void };

/** What can be done with the selected rows: change their status, export them, delete them. */
export function SelectionBar({ selected, onDone }: Props) {
  const statusId = useId();
  const [status, setStatus] = useState<ApplicationStatus>('Applied');
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const change = useBulkStatusChange();
  const remove = useBulkDelete();
  const ids = selected.map((a) => a.id);
  const count = selected.length;

  function report(result: BulkResult, what: string) {
    if (result.failed.length) {
      setFailure(
        `${plural(result.failed.length, 'application')} could not be ${what}; ${plural(result.done.length, 'application')} ${result.done.length === 1 ? 'was' : 'were'}. Please try again.`,
      );
    } else {
      setNote(`${plural(result.done.length, 'application')} ${what}.`);
    }
    onDone();
  }

  return (
    <>
      <p role="status" className="text-sm text-muted-foreground">
        {count ? `${plural(count, 'application')} selected` : note}
      </p>
      {count ? (
        <div
          role="group"
          aria-label="Selected applications"
          className="flex flex-wrap items-center gap-2"
        >
          <label htmlFor={statusId} className="sr-only">
            New status for the selected applications
          </label>
          <div className="w-40">
            <Select
              id={statusId}
              value={status}
              onChange={(e) => setStatus(e.target.value as ApplicationStatus)}
              className="h-9"
            >
              {APPLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </div>
          <Button
            size="sm"
            loading={change.isPending}
            onClick={() =>
              change.mutate(
                { ids, status },
                { onSuccess: (r) => report(r, `changed to ${status}`) },
              )
            }
          >
            Change status
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              const { name, csv } = selectionCsv(selected);
              saveCsvAs(name, csv);
            }}
          >
            <Download aria-hidden />
            Export CSV
          </Button>
          <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden />
            Delete
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${plural(count, 'application')}?`}
        message={`${count === 1 ? 'It' : 'They'} will be removed for good.`}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(ids, {
            onSuccess: (r) => {
              setConfirming(false);
              report(r, 'deleted');
            },
          })
        }
      />
      <MessageDialog
        open={failure !== null}
        onOpenChange={(open) => (open ? undefined : setFailure(null))}
        title="Error!"
        message={failure ?? ''}
      />
    </>
  );
}
