import 'server-only';

/** A month name or its abbreviation ("Jan", "Sept.", "March"), as a regular-expression source. */
export const monthPattern = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
/** One date: "Jan 2020", "03/2019", "2019-03", "2016/09" or "2016 / 09" (year, month), "Sep 15" or "Sep '15" (two-digit year after a month), "2019". */
const oneDate = `${monthPattern}\\s*\\d{4}|\\d{1,2}/\\d{4}|\\d{4}-\\d{2}|(?:19|20)\\d{2}\\s?/\\s?(?:0?[1-9]|1[0-2])(?!\\d)|${monthPattern}\\s*'?\\d{2}(?!\\d)|(?:19|20)\\d{2}`;
/** A range: "Jan 2020 – Present", "2018 - 2021", "03/2019 to 06/2020", "Mar. 2021 Present" or "Apr 2020Jun 2020" (a PDF that lost its dash), "2004/2013", "2013/---" (still there). */
export const dateRangePattern = new RegExp(
  `(${oneDate})(?:\\s*[-–—]\\s*|\\s+to\\s+|\\s+until\\s+|\\s*\\/\\s*|\\s+|(?=${monthPattern}\\s*\\d{4}))(${oneDate}|present|current|now|today|date|ongoing|-{2,}|…)`,
  'i',
);
