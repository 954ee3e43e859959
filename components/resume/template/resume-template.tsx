// The one resume layout: the editor's live preview renders it in the browser, and the PDF
// export renders it to static HTML on the server (renderToStaticMarkup), so they cannot drift.
import type { Resume, ResumeEntry, ResumeHeader, ResumeSkills } from '@/lib/resume/resume-schema';
import { defaultTemplateId, type ResumeTemplateId } from '@/lib/resume/templates';
import { visibleSectionKeys } from './section-order';
import { sectionTitle } from './section-title';

const clean = (s: string | undefined) => (s ?? '').trim();

function Header({ header }: { header: ResumeHeader }) {
  const contact = [
    header.email,
    header.phone,
    header.location,
    header.linkedin,
    header.github,
    header.portfolio,
  ]
    .map(clean)
    .filter(Boolean);
  return (
    <header className="resume-header">
      {clean(header.fullName) && <h1 className="resume-name">{clean(header.fullName)}</h1>}
      {clean(header.title) && <p className="resume-title">{clean(header.title)}</p>}
      {contact.length > 0 && (
        <p className="resume-contact">
          {contact.map((c, i) => (
            <span key={i}>{c}</span>
          ))}
        </p>
      )}
    </header>
  );
}

function dates(entry: ResumeEntry): string {
  const start = clean(entry.startDate);
  const end = clean(entry.endDate);
  if (start && end) return `${start} – ${end}`;
  return start || end;
}

/** Title and subtitle of an entry, whichever kind of list it belongs to. */
function entryLines(entry: ResumeEntry): { title: string; sub: string } {
  const role = clean(entry.role);
  const company = clean(entry.company);
  const degree = clean(entry.degree);
  const institution = clean(entry.institution);
  const location = clean(entry.location);
  const join = (...parts: string[]) => parts.filter(Boolean).join(', ');
  if (role || company) return { title: role || company, sub: join(role ? company : '', location) };
  if (degree || institution)
    return { title: degree || institution, sub: join(degree ? institution : '', location) };
  return {
    title: clean(entry.name) || clean(entry.title),
    sub: join(entry.name ? clean(entry.title) : '', location),
  };
}

function Entry({ entry }: { entry: ResumeEntry }) {
  const { title, sub } = entryLines(entry);
  const when = dates(entry);
  const achievements = (entry.achievements ?? []).map(clean).filter(Boolean);
  const tech = (entry.techStack ?? []).map(clean).filter(Boolean);
  return (
    <div className="resume-entry">
      {(title || when) && (
        <div className="resume-entry-head">
          <h3 className="resume-entry-title">{title}</h3>
          {when && <span className="resume-entry-dates">{when}</span>}
        </div>
      )}
      {sub && <p className="resume-entry-sub">{sub}</p>}
      {/* Right under the title: parsers (ours included) read a stack line there as part of the entry's head. */}
      {tech.length > 0 && <p className="resume-tech">Tech stack: {tech.join(', ')}</p>}
      {clean(entry.description) && <p className="resume-entry-text">{clean(entry.description)}</p>}
      {achievements.length > 0 && (
        <ul className="resume-bullets">
          {achievements.map((a, i) => (
            <li key={i}>{a}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Skills({ skills }: { skills: ResumeSkills }) {
  return (
    <div>
      {Object.entries(skills)
        .map(([name, list]) => [name, list.map(clean).filter(Boolean)] as const)
        .filter(([, list]) => list.length > 0)
        .map(([name, list]) => (
          <p className="resume-skill-row" key={name}>
            <span className="resume-skill-name">{name}: </span>
            {list.join(', ')}
          </p>
        ))}
    </div>
  );
}

function SectionBody({ name, value }: { name: string; value: unknown }) {
  if (name === 'skills' && value && typeof value === 'object' && !Array.isArray(value)) {
    return <Skills skills={value as ResumeSkills} />;
  }
  if (typeof value === 'string') return <p className="resume-text">{value.trim()}</p>;
  if (Array.isArray(value)) {
    return (
      <>
        {(value as ResumeEntry[]).map((entry, i) => (
          <Entry key={i} entry={entry} />
        ))}
      </>
    );
  }
  return null;
}

/** The resume as a single-column, ATS-friendly document, styled by one of the templates (resume-styles.ts). */
export function ResumeTemplate({
  resume,
  template = defaultTemplateId,
}: {
  resume: Resume;
  template?: ResumeTemplateId;
}) {
  const sections = resume as Record<string, unknown>;
  return (
    <article className={`resume-doc resume-template-${template}`} data-template={template}>
      <Header header={resume.header} />
      {visibleSectionKeys(resume).map((key) => (
        <section className="resume-section" key={key} data-section={key}>
          <h2 className="resume-section-title">{sectionTitle(key)}</h2>
          <SectionBody name={key} value={sections[key]} />
        </section>
      ))}
    </article>
  );
}
