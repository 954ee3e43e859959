import 'server-only';

/** A month name or its abbreviation ("Jan", "Sept.", "March"), as a regular-expression source. */
export const monthPattern = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
/** A range: "Jan 2020 – Present", "2018 - 2021", "03/2019 to 06/2020", "Mar. 2021 Present" or "Apr 2020Jun 2020" (a PDF that lost its dash), "2004/2013", "2013/---" (still there). */
export const dateRangePattern = new RegExp(
  `(${monthPattern}\\s*\\d{4}|\\d{1,2}/\\d{4}|\\d{4}-\\d{2}|(?:19|20)\\d{2})(?:\\s*[-–—]\\s*|\\s+to\\s+|\\s+until\\s+|\\s*\\/\\s*|\\s+|(?=${monthPattern}\\s*\\d{4}))(${monthPattern}\\s*\\d{4}|\\d{1,2}/\\d{4}|\\d{4}-\\d{2}|(?:19|20)\\d{2}|present|current|now|today|date|-{2,}|…)`,
  'i',
);
