// The structured resume, shared by the structurer (server), the editor and the
// PDF template: sections keyed by name plus an optional order list.
import { z } from 'zod';

const text = (max: number) => z.string().max(max).default('');

export const resumeHeaderSchema = z.object({
  fullName: text(200),
  title: text(200),
  email: text(320),
  phone: text(60),
  location: text(200),
  linkedin: text(500),
  github: text(500),
  portfolio: text(500),
});

const field = (max: number) => z.string().max(max).optional();

/** One entry of a list section (experience, projects, education or any custom list); only the fields it uses are present. */
export const resumeEntrySchema = z.object({
  role: field(200),
  company: field(200),
  location: field(200),
  startDate: field(60),
  endDate: field(60),
  achievements: z.array(z.string().max(2000)).max(100).optional(),
  name: field(200),
  techStack: z.array(z.string().max(100)).max(100).optional(),
  institution: field(200),
  degree: field(200),
  title: field(200),
  description: field(5000),
});

export const skillsSchema = z.record(
  z.string().min(1).max(100),
  z.array(z.string().max(100)).max(200),
);

const sectionName = z.string().min(1).max(60);

export const resumeSchema = z
  .object({
    header: resumeHeaderSchema.default(resumeHeaderSchema.parse({})),
    summary: z.string().max(10_000).optional(),
    experience: z.array(resumeEntrySchema).max(100).optional(),
    projects: z.array(resumeEntrySchema).max(100).optional(),
    education: z.array(resumeEntrySchema).max(50).optional(),
    skills: skillsSchema.optional(),
    order: z.array(sectionName).max(50).optional(),
  })
  // Other sections (certifications, awards, a custom "volunteering"...) are text or lists.
  .catchall(z.union([z.string().max(10_000), z.array(resumeEntrySchema).max(100)]));

export type ResumeHeader = z.infer<typeof resumeHeaderSchema>;
export type ResumeEntry = z.infer<typeof resumeEntrySchema>;
export type ResumeSkills = z.infer<typeof skillsSchema>;
export type Resume = z.infer<typeof resumeSchema>;

export const listSections = ['experience', 'projects', 'education'] as const;
export const defaultSectionOrder = ['summary', 'experience', 'projects', 'education', 'skills'];
export const suggestedSkillCategories = ['Languages', 'Frameworks', 'Tools', 'Others'];
