// RFC 4180 CSV writing with spreadsheet formula injection neutralised (OWASP "CSV injection").

/** A cell a spreadsheet would run as a formula (= + - @, tab or CR first) gets a leading apostrophe. */
export function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Header row + one row per record, CRLF line ends, every cell neutralised then quoted as needed. */
export function toCsv(
  columns: readonly string[],
  rows: readonly (readonly (string | null)[])[],
): string {
  const lines = [columns, ...rows].map((cells) =>
    cells.map((c) => quote(neutralizeCell(c ?? ''))).join(','),
  );
  return `${lines.join('\r\n')}\r\n`;
}
