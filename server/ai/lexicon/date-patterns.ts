import 'server-only';

/**
 * A month name or its abbreviation ("Jan", "Sept.", "March"; in Spanish, French, German, Italian
 * and Portuguese the names English abbreviations do not cover: "enero", "avr.", "März", "Dez."),
 * as a regular-expression source; never the end of a longer word ("scene 2019").
 */
export const monthPattern =
  '(?<![a-zà-ÿ])(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|enero|ene|abril|abr|agosto|ago|diciembre|dic|févr(?:ier)?|fevereiro|avr(?:il)?|mai|août|déc(?:embre)?|märz|mrz|okt(?:ober)?|dez(?:ember)?|gennaio|maggio|giugno|luglio|settembre|ottobre|dicembre|janeiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro)\\.?(?:\\s+de)?';
/** The open end of a range: "Present", "now", "ongoing"; "actualidad", "presente", "heute", "aujourd'hui", "atual". */
export const openEndPattern =
  "present|current|now|today|date|ongoing|actualidad|actualmente|presente|hoy|heute|jetzt|aujourd['’]hui|en cours|atual|atualmente|oggi|in corso";
/**
 * A template's stand-in for a date ("Month YYYY", "Mon. YYY", "MM/YYYY", "YYYY", "20XX"): resume
 * templates ship with these, and a reader that does not take them for dates takes them for the
 * company.
 */
export const placeholderDatePattern =
  '(?<![a-z])(?:(?:month|mon)\\.?\\s+(?:y{2,4}|x{2,4})|mm\\s*/\\s*y{2,4}|y{4}|(?:19|20)xx)(?![a-z])';
/** One date: "Jan 2020", "03/2019", "2019-03", "2016/09" or "2016 / 09" (year, month), "Sep 15" or "Sep '15" (two-digit year after a month), "2019". */
const oneDate = `${placeholderDatePattern}|${monthPattern}\\s*\\d{4}|\\d{1,2}/\\d{4}|\\d{4}-\\d{2}|(?:19|20)\\d{2}\\s?/\\s?(?:0?[1-9]|1[0-2])(?!\\d)|${monthPattern}\\s*'?\\d{2}(?!\\d)|(?:19|20)\\d{2}`;
/** A range: "Jan 2020 – Present", "2018 - 2021", "03/2019 to 06/2020", "Mar. 2021 Present" or "Apr 2020Jun 2020" (a PDF that lost its dash), "2004/2013", "2013/---" (still there). */
export const dateRangePattern = new RegExp(
  `(${oneDate})(?:\\s*[-–—]\\s*|\\s+to\\s+|\\s+until\\s+|\\s*\\/\\s*|\\s+|(?=${monthPattern}\\s*\\d{4}))(${oneDate}|${openEndPattern}|-{2,}|…)`,
  'i',
);
