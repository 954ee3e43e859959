// The structured resume of spec §3, shared by the structurer (server), the editor and the
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

/** One entry of a list section (experience, projects, education or any custom list). */
export const resumeEntrySchema = z.object({
  role: text(200).optional(),
  company: text(200).optional(),
  location: text(200).optional(),
  startDate: text(60).optional(),
  endDate: text(60).optional(),
  achievements: z.array(z.string().max(2000)).max(100).optional(),
  name: text(200).optional(),
  techStack: z.array(z.string().max(100)).max(100).optional(),
  institution: text(200).optional(),
  degree: text(200).optional(),
  title: text(200).optional(),
  description: text(5000).optional(),
});

export const skillsSchema = z.record(z.string().min(1).max(100), z.array(z.string().max(100)).max(200));

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
