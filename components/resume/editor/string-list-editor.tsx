'use client';

import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { IconButton } from './icon-button';
import { move, replaceAt, without } from './resume-edits';

/** Edits a list of strings (bullet achievements, tech stack): edit, add, remove, reorder. */
export function StringListEditor({
  label,
  itemLabel,
  items,
  onChange,
  multiline = false,
  addLabel,
}: {
  label: string;
  itemLabel: string;
  items: string[];
  onChange: (items: string[]) => void;
  multiline?: boolean;
  addLabel: string;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {items.map((item, i) => (
        <div key={i} className="flex items-start gap-1">
          {multiline ? (
            <Textarea
              rows={2}
              aria-label={`${itemLabel} ${i + 1}`}
              value={item}
              onChange={(e) => onChange(replaceAt(items, i, e.target.value))}
              // Grows in height with the text; min-w-0 keeps a long unbroken word from widening the row.
              className="min-h-10 min-w-0 field-sizing-content"
            />
          ) : (
            <Input
              aria-label={`${itemLabel} ${i + 1}`}
              value={item}
              onChange={(e) => onChange(replaceAt(items, i, e.target.value))}
              className="min-w-0"
            />
          )}
          <div className={multiline ? 'flex flex-col' : 'flex'}>
            <IconButton
              label={`Move ${itemLabel.toLowerCase()} ${i + 1} up`}
              disabled={i === 0}
              onClick={() => onChange(move(items, i, -1))}
            >
              <ArrowUp />
            </IconButton>
            <IconButton
              label={`Move ${itemLabel.toLowerCase()} ${i + 1} down`}
              disabled={i === items.length - 1}
              onClick={() => onChange(move(items, i, 1))}
            >
              <ArrowDown />
            </IconButton>
            <IconButton
              label={`Remove ${itemLabel.toLowerCase()} ${i + 1}`}
              onClick={() => onChange(without(items, i))}
            >
              <X />
            </IconButton>
          </div>
        </div>
      ))}
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        onClick={() => onChange([...items, ''])}
      >
        <Plus aria-hidden />
        {addLabel}
      </Button>
    </fieldset>
  );
}
