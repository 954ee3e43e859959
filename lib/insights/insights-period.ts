// The Insights page's period choices, turned into the API's ?from=&to= (calendar days, inclusive).

export const PERIOD_PRESETS = [
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: 'all', label: 'All time' },
  { value: 'custom', label: 'Custom' },
] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]['value'];

const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * `from`/`to` for a preset, counted back from `today` (the browser's calendar day): the last 30
 * days are today and the 29 before it. 'all' sends neither (the server takes today in the
 * user's zone as the last day); 'custom' sends what was typed, or null while it is not a period.
 */
export function periodRange(
  preset: PeriodPreset,
  today: Date,
  custom: { from: string; to: string },
): { from?: string; to?: string } | null {
  if (preset === 'all') return {};
  if (preset === 'custom') {
    const ok = /^\d{4}-\d{2}-\d{2}$/;
    if (!ok.test(custom.from) || !ok.test(custom.to) || custom.from > custom.to) return null;
    return { from: custom.from, to: custom.to };
  }
  const start = new Date(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() - (Number(preset) - 1),
  );
  return { from: ymd(start), to: ymd(today) };
}
