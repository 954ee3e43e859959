'use client';

// A searchable time-zone combobox (ARIA 1.2 pattern): the spec's list first, then every other
// IANA zone; filters by code or name, case-insensitive; 'No results found' when nothing matches.
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import {
  filterTimezoneOptions,
  pickerOptions,
  type TimezoneOption,
} from '@/lib/time/timezone-options';

export type TimezonePickerProps = {
  /** The chosen IANA zone, or '' for none. */
  value: string;
  onChange: (zone: string) => void;
  /** Id of the text input (for an outside <label htmlFor>). */
  id?: string;
  /** Visible label; omit when the page labels the input itself. */
  label?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Accessible description, e.g. an error message id. */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

/** The abbreviation as people write it: "GMT", not the list's "GMT_ACCRA" (the name says Accra). */
const shownCode = (o: TimezoneOption) => o.code.replace(/_[A-Z]+$/, '');

function optionLabel(o: TimezoneOption): string {
  return o.code === o.value ? o.value : `${shownCode(o)} — ${o.name}`;
}

export function TimezonePicker(props: TimezonePickerProps) {
  const { value, onChange, label, placeholder = 'Search by code or name', disabled } = props;
  const generated = useId();
  const inputId = props.id ?? `tz-${generated}`;
  const listId = `${inputId}-list`;
  const options = useMemo(() => pickerOptions(), []);
  const selected = options.find((o) => o.value === value);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  const filtered = useMemo(() => filterTimezoneOptions(options, query), [options, query]);
  const activeIndex = Math.min(active, Math.max(0, filtered.length - 1));

  function choose(o: TimezoneOption) {
    onChange(o.value);
    setQuery('');
    setOpen(false);
  }

  function scrollTo(index: number) {
    listRef.current
      ?.querySelector<HTMLElement>(`[data-index="${index}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      const next = Math.max(
        0,
        Math.min(filtered.length - 1, activeIndex + (e.key === 'ArrowDown' ? 1 : -1)),
      );
      setActive(next);
      scrollTo(next);
    } else if (e.key === 'Enter') {
      if (open && filtered[activeIndex]) {
        e.preventDefault();
        choose(filtered[activeIndex]);
      }
    } else if (e.key === 'Escape') {
      setOpen(false);
      setQuery('');
    }
  }

  const shown = open ? query : selected ? optionLabel(selected) : query;

  return (
    <div className="relative w-full">
      {label && (
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-foreground">
          {label}
        </label>
      )}
      <div className="relative">
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={
            open && filtered[activeIndex] ? `${listId}-${activeIndex}` : undefined
          }
          aria-describedby={props['aria-describedby']}
          aria-invalid={props['aria-invalid']}
          disabled={disabled}
          placeholder={selected ? optionLabel(selected) : placeholder}
          value={shown}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setQuery('');
          }}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-lg border bg-surface px-3 pr-9 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
        />
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
      {open && (
        <ul
          id={listId}
          ref={listRef}
          role="listbox"
          aria-label={label ?? 'Time zones'}
          className="absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded-lg border bg-surface py-1 shadow-lg"
        >
          {filtered.length === 0 ? (
            <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
              No results found
            </li>
          ) : (
            filtered.map((o, i) => (
              <li
                key={`${o.code}-${o.value}`}
                id={`${listId}-${i}`}
                data-index={i}
                role="option"
                aria-selected={o.value === value}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(o)}
                onMouseEnter={() => setActive(i)}
                className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${
                  i === activeIndex ? 'bg-primary-soft' : ''
                } ${o.value === value ? 'font-semibold' : ''}`}
              >
                <span>
                  <span className="font-medium">{o.code === o.value ? o.name : shownCode(o)}</span>
                  {o.code !== o.value && <span className="text-muted-foreground"> — {o.name}</span>}
                </span>
                <span className="shrink-0 text-xs text-muted-foreground">{o.value}</span>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
