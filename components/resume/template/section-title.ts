// Standard, ATS-recognisable headings for the structured resume's section keys.
const known: Record<string, string> = {
  summary: 'Summary',
  experience: 'Experience',
  projects: 'Projects',
  education: 'Education',
  skills: 'Skills',
  certifications: 'Certifications',
  awards: 'Awards',
  languages: 'Languages',
  volunteering: 'Volunteering',
  publications: 'Publications',
  interests: 'Interests',
};

/** The heading printed for a section key ("workHistory" → "Work History"). */
export function sectionTitle(key: string): string {
  const hit = known[key.toLowerCase()];
  if (hit) return hit;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}
