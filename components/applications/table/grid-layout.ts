// Sizes and the tab-stop address shared by the applications table's grid, header row and cells.
import type { useReactTable } from '@tanstack/react-table';
import type { TableApplication } from './table-columns';

export const ROW_HEIGHT = 44;
export const HEADER_HEIGHT = 44;
export const SELECT_WIDTH = 48;
/** The id of the checkbox column. */
export const SELECT = 'select';

export type ColumnMeta = { width: number };

export const widthOf = (meta: unknown) => (meta as ColumnMeta | undefined)?.width ?? 120;

/** Where the grid's one tab stop is: row 0 is the header, 1… the applications; col 0 the checkboxes. */
export type Active = { row: number; col: number };

export const cellKey = (a: Active) => `${a.row}:${a.col}`;

export type ApplicationsTable = ReturnType<typeof useReactTable<TableApplication>>;
