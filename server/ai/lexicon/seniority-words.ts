import 'server-only';

/** Words that grade a job title rather than name it ("Senior", "Lead", "II"): left out when titles are compared. */
export const seniorityWords = [
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'principal',
  'staff',
  'head',
  'i',
  'ii',
  'iii',
  'iv',
  'chief',
  'associate',
  'entry',
  'level',
  'mid',
] as const;
