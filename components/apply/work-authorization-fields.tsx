'use client';

import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { countryOptions, type ApplyProfile } from '@/lib/apply/profile-schema';

type Entries = ApplyProfile['work_authorization'];

/** Work authorization per country: a country and yes/no per row (filled only from these answers). */
export function WorkAuthorizationFields({
  value,
  error,
  onChange,
}: {
  value: Entries;
  error?: string;
  onChange: (value: Entries) => void;
}) {
  const countries = countryOptions();
  const unused = countries.find((c) => !value.some((v) => v.country === c.code))?.code ?? 'US';
  const firstFree = value.some((v) => v.country === 'US') ? unused : 'US';
  const nameOf = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
  return (
    <fieldset className="flex flex-col gap-3 border-t pt-4" aria-describedby="work-auth-hint">
      <legend className="mb-1 text-sm font-semibold">Work authorization</legend>
      <p id="work-auth-hint" className="text-xs text-muted-foreground">
        Forms ask whether you may work in a country: the extension answers only for the countries
        listed here.
      </p>
      {value.length ? (
        <ul className="flex flex-col gap-2">
          {value.map((entry, i) => (
            <li
              key={`${entry.country}-${i}`}
              className="grid grid-cols-[1fr_auto_auto] items-center gap-2"
            >
              <Select
                aria-label={`Country ${i + 1}`}
                value={entry.country}
                onChange={(e) =>
                  onChange(value.map((v, k) => (k === i ? { ...v, country: e.target.value } : v)))
                }
              >
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </Select>
              <Select
                aria-label={`Authorized to work in ${nameOf(entry.country)}`}
                value={entry.authorized ? 'yes' : 'no'}
                onChange={(e) =>
                  onChange(
                    value.map((v, k) =>
                      k === i ? { ...v, authorized: e.target.value === 'yes' } : v,
                    ),
                  )
                }
              >
                <option value="yes">Authorized</option>
                <option value="no">Not authorized</option>
              </Select>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove ${nameOf(entry.country)}`}
                onClick={() => onChange(value.filter((_, k) => k !== i))}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange([...value, { country: firstFree, authorized: true }])}
        >
          <Plus aria-hidden /> Add a country
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
