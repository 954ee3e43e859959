import { describe, expect, it } from 'vitest';
import { readResumeHeader, titleWithoutContacts } from './read-resume-header';

describe('titleWithoutContacts', () => {
  it.each([
    ['Front-End Developer | bwayne', 'Front-End Developer'],
    ['Data Engineer · @ana_dev', 'Data Engineer'],
    ['Product Designer | jane@doe.com | +1 415 555 0100', 'Product Designer'],
    ['Backend Engineer • github.com/bwayne', 'Backend Engineer'],
    ['Senior Engineer | Team Lead', 'Senior Engineer | Team Lead'],
    ['Software Engineer', 'Software Engineer'],
  ])('%s', (line, title) => {
    expect(titleWithoutContacts(line)).toBe(title);
  });

  it('the imported header keeps no handle in its title', () => {
    const lines = ['Bruce Wayne', 'Front-End Developer | bwayne', 'bruce@wayne.example'];
    expect(readResumeHeader(lines, lines.join('\n')).title).toBe('Front-End Developer');
  });
});

describe('titleWithoutContacts keeps the separators it does not remove', () => {
  it('DevOps Engineer · Software Architect', () => {
    expect(titleWithoutContacts('DevOps Engineer · Software Architect')).toBe(
      'DevOps Engineer · Software Architect',
    );
    expect(titleWithoutContacts('DevOps Engineer · Software Architect | cpark')).toBe(
      'DevOps Engineer · Software Architect',
    );
  });
});
