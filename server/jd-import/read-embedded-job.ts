import 'server-only';
import type { CheerioAPI } from 'cheerio';
import { readEmbeddedState } from '@/lib/jobs/read-embedded-state';
import { htmlToText } from './html-to-text';
import type { ImportedJob } from './imported-job';

/** The posting in a page's embedded state (lib/jobs/read-embedded-state.ts), as an ImportedJob. */
export function readEmbeddedJob($: CheerioAPI): ImportedJob | null {
  const scripts = $('script:not([src])')
    .toArray()
    .map((script) => ({ type: $(script).attr('type') ?? '', text: $(script).text() }));
  const found = readEmbeddedState({ scripts, toText: htmlToText });
  return found
    ? {
        job_description: found.description,
        title: found.title,
        company: found.company,
        location: found.location,
        source: 'embedded-state',
      }
    : null;
}
