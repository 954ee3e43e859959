import 'server-only';
import * as cheerio from 'cheerio';
import type { ImportedJob } from './imported-job';
import { readBoardPage } from './read-board-page';
import { readEmbeddedJob } from './read-embedded-job';
import { readJsonLdJob } from './read-json-ld-job';
import { readReadableText } from './read-readable-text';

export type ReadJobPageOptions = { html: string };

/**
 * A job posting from a page's HTML: schema.org JobPosting JSON-LD first, then the board's own
 * embedded state (its front end's JSON), then the board's page markup (LinkedIn guest view, SEEK,
 * Indeed, Workday, SmartRecruiters, Greenhouse, Lever, Ashby), then Readability's main content.
 * The first reader with a description wins; a title, company or location it lacks is taken from
 * the next readers that know it.
 */
export function readJobPage({ html }: ReadJobPageOptions): ImportedJob | null {
  // htmlparser2 (the `xml` option in HTML mode) parses large job pages ~3× faster than parse5.
  const $ = () => cheerio.load(html, { xml: { xmlMode: false, decodeEntities: true } });
  const readers = [
    () => readJsonLdJob($()),
    () => readEmbeddedJob($()),
    () => readBoardPage($()),
    () => readReadableText($(), html),
  ];
  let job: ImportedJob | undefined;
  for (const read of readers) {
    const found = read();
    if (!found) continue;
    const first: ImportedJob = job ?? found;
    job = {
      ...first,
      title: first.title ?? found.title,
      company: first.company ?? found.company,
      location: first.location ?? found.location,
      salary: first.salary ?? found.salary ?? null,
      work_mode: first.work_mode ?? found.work_mode ?? null,
    };
    if (job.title && job.company && job.location) break;
  }
  return job ?? null;
}
