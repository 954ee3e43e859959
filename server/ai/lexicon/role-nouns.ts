import 'server-only';

/**
 * Nouns that make a phrase a job title ("Data Engineer", "Head of Growth"): used to find a posting's
 * title (job-terms/extract-job-terms.ts) and to tell a resume's role line from its company line
 * (resume-reading/, structure/). One list for both, so they cannot drift apart.
 */
export const roleNouns = [
  'engineer',
  'developer',
  'manager',
  'designer',
  'analyst',
  'scientist',
  'architect',
  'accountant',
  'coordinator',
  'specialist',
  'administrator',
  'consultant',
  'director',
  'lead',
  'intern',
  'technician',
  'officer',
  'assistant',
  'representative',
  'associate',
  'executive',
  'recruiter',
  'writer',
  'editor',
  'strategist',
  'marketer',
  'programmer',
  'tester',
  'sre',
  'devops',
  'bookkeeper',
  'clerk',
  'nurse',
  'teacher',
  'owner',
  'head',
  'founder',
  'member',
  'support',
  'president',
  'volunteer',
] as const;

export const roleNounPattern = new RegExp(`\\b(?:${roleNouns.join('|')})\\b`, 'i');
