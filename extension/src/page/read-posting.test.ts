import { readFileSync } from 'node:fs';
import { DOMParser, parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { MAX_HTML_BYTES, readPosting, serializePage } from './read-posting';

const dir = 'test/fixtures/job-pages';
type Want = {
  file: string;
  title: string;
  company: string;
  location: string;
  contains: string[];
  excludes: string[];
};
const boards: Record<string, Want> = JSON.parse(readFileSync(`${dir}/board-pages.json`, 'utf8'));
const saved: Record<string, Omit<Want, 'file' | 'excludes'>> = JSON.parse(
  readFileSync(`${dir}/saved-pages.json`, 'utf8'),
);
const expected = JSON.parse(readFileSync(`${dir}/expected.json`, 'utf8'));

// linkedom stands in for the browser's DOM: the reader only uses standard DOM calls.
const read = (html: string, url = 'https://jobs.example.test/p/1') =>
  readPosting(
    parseHTML(html).document as unknown as Document,
    url,
    new DOMParser() as unknown as globalThis.DOMParser,
  );

describe('the in-page reader on each board’s markup or state (no JSON-LD)', () => {
  it.each(Object.entries(boards))('%s', (board, want) => {
    const got = read(readFileSync(`${dir}/${want.file}`, 'utf8'));
    expect(got.fields).toMatchObject({
      job_title: want.title,
      company: want.company,
      location: want.location,
    });
    expect(got.reader).toBe(
      board === 'ashby' || board === 'wellfound' ? 'embedded-state' : 'board-page',
    );
    const lines = got.fields.job_description!.split('\n');
    expect(lines).toContain('Mentor two junior colleagues and review their work');
    for (const text of want.contains) expect(got.fields.job_description).toContain(text);
    for (const text of want.excludes) expect(got.fields.job_description).not.toContain(text);
    expect(got.canonical_url).toBe(`/pages/${want.file}`);
    expect(got.html).toContain(want.title);
  });

  it.each(Object.entries(saved))(
    'the saved LinkedIn guest page %s, with and without its JSON-LD',
    (file, want) => {
      const html = readFileSync(`${dir}/${file}`, 'utf8');
      for (const [page, reader] of [
        [html, 'json-ld'],
        [
          html.replace(/<script[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>/gi, ''),
          'board-page',
        ],
      ] as const) {
        const got = read(page);
        expect(got.reader).toBe(reader);
        expect(got.fields).toMatchObject({
          job_title: want.title,
          company: want.company,
          location: want.location,
        });
        for (const text of want.contains) expect(got.fields.job_description).toContain(text);
      }
    },
  );
});

describe('the in-page reader: JSON-LD, Readability, nothing', () => {
  it.each(['jsonld-direct.html', 'jsonld-graph.html'])('reads JobPosting JSON-LD in %s', (file) => {
    const got = read(readFileSync(`${dir}/${file}`, 'utf8'));
    const want = expected[file];
    expect(got.reader).toBe('json-ld');
    expect(got.fields).toEqual({
      job_title: want.title,
      company: want.company,
      location: want.location,
      job_description: want.job_description,
    });
  });

  it('falls back to Readability for a career page without posting data or known markup', () => {
    const got = read(readFileSync(`${dir}/readable.html`, 'utf8'));
    const want = expected['readable.html'];
    expect(got.reader).toBe('readable-text');
    expect(got.fields).toMatchObject({ job_title: want.title, location: want.location });
    for (const text of want.contains) expect(got.fields.job_description).toContain(text);
    for (const text of want.excludes) expect(got.fields.job_description).not.toContain(text);
  });

  it('reports nothing found on a page with no posting', () => {
    const got = read(readFileSync(`${dir}/empty.html`, 'utf8'));
    expect(got.reader).toBe('none');
    expect(got.fields.job_description).toBeNull();
  });
});

describe('serializePage', () => {
  it('sends small pages whole, slims large ones and gives up past 2 MB of content', () => {
    const small = parseHTML(
      '<html><head><script>var a=1</script></head><body><p>Job</p></body></html>',
    ).document as unknown as Document;
    expect(serializePage(small)).toContain('var a=1');
    const bulky = parseHTML(
      `<html><head><script>${'x'.repeat(MAX_HTML_BYTES)}</script><script type="application/ld+json">{"@type":"JobPosting"}</script></head><body><p>Job</p></body></html>`,
    ).document as unknown as Document;
    const slim = serializePage(bulky)!;
    expect(slim).toContain('JobPosting');
    expect(slim.length).toBeLessThan(10_000);
    const huge = parseHTML(`<html><body><p>${'y'.repeat(MAX_HTML_BYTES)}</p></body></html>`)
      .document as unknown as Document;
    expect(serializePage(huge)).toBeNull();
  });
});
