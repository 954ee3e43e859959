'use client';

import {
  Children,
  cloneElement,
  isValidElement,
  useId,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

type ControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  required?: boolean;
};

export type FieldProps = {
  label: ReactNode;
  /** One form control (Input, Textarea, Select...); Field wires its id, aria-describedby and aria-invalid. */
  children: ReactElement<ControlProps>;
  /** Error text: shown in red, announced politely and linked to the control. */
  error?: string;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Adds a visual "*"; also put `required` on the control when the browser should enforce it. */
  required?: boolean;
  className?: string;
};

/** Label + control + hint + error, wired for screen readers (errors are announced via aria-live). */
export function Field({ label, children, error, hint, required, className }: FieldProps) {
  const autoId = useId();
  const control = Children.only(children);
  const id = (isValidElement(control) && control.props.id) || `field-${autoId}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [
    control.props['aria-describedby'],
    hint ? hintId : null,
    error ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden className="ml-0.5 text-danger">
            *
          </span>
        ) : null}
      </Label>
      {cloneElement(control, {
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : control.props['aria-invalid'],
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <p id={errorId} aria-live="polite" className={cn('text-sm text-danger', !error && 'sr-only')}>
        {error ?? ''}
      </p>
    </div>
  );
}
