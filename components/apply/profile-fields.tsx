'use client';

// Small controlled inputs of the apply-profile form, bound to one path of the profile.
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

export type FieldErrors = Record<string, string>;

type TextProps = {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  hint?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'url' | 'text';
  className?: string;
  placeholder?: string;
};

/** A text input whose empty value is null. */
export function TextField({ label, value, onChange, error, hint, className, ...input }: TextProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      <Input
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
        {...input}
      />
    </Field>
  );
}

/** A number input whose empty value is null (a non-number stays text for the schema to refuse). */
export function NumberField({
  label,
  value,
  onChange,
  error,
  hint,
  step = 'any',
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
  hint?: string;
  step?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      <Input
        type="number"
        inputMode="decimal"
        min={0}
        step={step}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      />
    </Field>
  );
}

/** Yes / No / not answered (null: the extension leaves such a question for the person). */
export function YesNoField({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: boolean | null;
  onChange: (value: boolean | null) => void;
  hint?: string;
}) {
  return (
    <Field label={label} hint={hint}>
      <Select
        value={value === null ? '' : value ? 'yes' : 'no'}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value === 'yes')}
      >
        <option value="">Not answered</option>
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </Select>
    </Field>
  );
}

/** A choice among `options`, keeping a saved value that is not one of them. */
export function ChoiceField({
  label,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  error?: string;
}) {
  const all = options.includes(value) ? options : [value, ...options];
  return (
    <Field label={label} error={error}>
      <Select value={value} onChange={(e) => onChange(e.target.value)}>
        {all.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </Select>
    </Field>
  );
}
