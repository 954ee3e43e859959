import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languagesFromReadme, realCvDirs } from '@/bench/real-cv-dirs';

describe('real-CV set folders for the structure benches', () => {
  it('reads each file’s language from a README table with a lang column, whatever its position', () => {
    const readme = [
      'Intro text | not a table',
      '',
      '| file | family / layout | lang | person |',
      '|---|---|---|---|',
      '| `a_simplecv.pdf` | **Simple-CV**: `|`-separated contact line | en | A |',
      '| `b_vitae_fr.pdf` | **vitae**: `Role \\| Organisation` heads | **fr** | B |',
      '',
      '| language | file |',
      '|---|---|',
      '| es | `c_cv.pdf` |',
      '',
      '| file | licence |',
      '| `d.pdf` | MIT |',
    ].join('\n');
    const langs = languagesFromReadme(readme);
    expect(Object.fromEntries(langs)).toEqual({
      'a_simplecv.pdf': 'en',
      'b_vitae_fr.pdf': 'fr',
      'c_cv.pdf': 'es',
    });
  });

  it('takes REAL_CV_DIRS as a colon-separated list and marks the folders that are not there', () => {
    const dirs = realCvDirs('/nonexistent/one::relative/two');
    expect(dirs).toEqual([
      { dir: '/nonexistent/one', present: false },
      { dir: path.resolve('relative/two'), present: false },
    ]);
  });

  it('defaults to the shared set and the extra set beside the repository', () => {
    const dirs = realCvDirs(undefined).map((d) => d.dir);
    expect(dirs).toHaveLength(2);
    expect(dirs[0]).toMatch(/resumes[/\\]real$/);
    expect(dirs[1]).toMatch(/corpus[/\\]real-cv-extra$/);
  });
});
