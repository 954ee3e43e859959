// What the Applications table remembers in localStorage (column order, hidden columns, sort),
// under one key, read defensively: a stored value from an older version or another tab's edit
// is merged with the defaults, never trusted as is.
import {
  DEFAULT_HIDDEN_COLUMNS,
  TABLE_COLUMN_IDS,
  type TableColumnId,
} from '@/components/applications/table/table-columns';

/** The localStorage keys the Applications screen uses (the view key is the List/Board one). */
export const TABLE_STORAGE_KEYS = {
  view: 'pursuit.applications.view',
  table: 'pursuit.applications.table',
} as const;

export type TablePreferences = {
  /** Every column id, in display order. */
  order: TableColumnId[];
  hidden: TableColumnId[];
  sort: { id: TableColumnId; desc: boolean } | null;
};

export const DEFAULT_TABLE_PREFERENCES: TablePreferences = {
  order: [...TABLE_COLUMN_IDS],
  hidden: [...DEFAULT_HIDDEN_COLUMNS],
  sort: null,
};

const isColumn = (v: unknown): v is TableColumnId =>
  typeof v === 'string' && (TABLE_COLUMN_IDS as readonly string[]).includes(v);

/** Parses a stored value: unknown ids dropped, missing ones appended in default order. */
export function parseTablePreferences(raw: string | null): TablePreferences {
  if (!raw) return DEFAULT_TABLE_PREFERENCES;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_TABLE_PREFERENCES;
  }
  if (!value || typeof value !== 'object') return DEFAULT_TABLE_PREFERENCES;
  const v = value as Record<string, unknown>;
  const stored = Array.isArray(v.order) ? [...new Set(v.order.filter(isColumn))] : [];
  const order = [...stored, ...TABLE_COLUMN_IDS.filter((id) => !stored.includes(id))];
  const hidden = Array.isArray(v.hidden)
    ? [...new Set(v.hidden.filter(isColumn))]
    : [...DEFAULT_HIDDEN_COLUMNS];
  const s = v.sort as Record<string, unknown> | null | undefined;
  const sort = s && isColumn(s.id) ? { id: s.id, desc: s.desc === true } : null;
  return { order, hidden, sort };
}

/** The stored preferences (defaults on the server, on a first visit or in private mode). */
export function readTablePreferences(): TablePreferences {
  try {
    return parseTablePreferences(window.localStorage.getItem(TABLE_STORAGE_KEYS.table));
  } catch {
    return DEFAULT_TABLE_PREFERENCES;
  }
}

/** Remembers the preferences (silently kept for this page only when storage is refused). */
export function writeTablePreferences(prefs: TablePreferences): void {
  try {
    window.localStorage.setItem(TABLE_STORAGE_KEYS.table, JSON.stringify(prefs));
  } catch {
    /* private mode */
  }
}

/** Moves a column one place left (-1) or right (+1) in the order; unchanged at either end. */
export function moveColumn(
  order: readonly TableColumnId[],
  id: TableColumnId,
  by: -1 | 1,
): TableColumnId[] {
  const next = [...order];
  const i = next.indexOf(id);
  const j = i + by;
  if (i < 0 || j < 0 || j >= next.length) return next;
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}
