// Labels of layout lines taken from the content a training document printed.
import { describe, expect, it } from 'vitest';
import { labelText, matchForm, type Field } from './label-lines';

const fields: Field[] = [
  ['Camille Dubois', 'name'],
  ['camille.dubois@orange.fr', 'contact'],
  ['+33 6 12 34 56 78', 'contact'],
  ['Berufserfahrung', 'heading_experience'],
  ['Senior Backend Engineer', 'role'],
  ['Monzo Bank', 'org'],
  ['Mar 2021 – Present', 'date'],
  ['London, UK', 'location'],
  ['Led the payments API team of five engineers, cutting latency by 40%.', 'bullet'],
  ['Python', 'skill'],
  ['SQL', 'skill'],
  ['Go', 'skill'],
  ['Languages', 'skill'],
].map(([text, label]) => ({ text: matchForm(text!), label: label as Field['label'] }));

describe('labelling a line from its content', () => {
  it('labels single fields, whatever the case or dash the template printed', () => {
    expect(labelText('CAMILLE DUBOIS', fields)).toBe('name');
    expect(labelText('BERUFSERFAHRUNG', fields)).toBe('heading_experience');
    expect(labelText('Mar 2021 - Present', fields)).toBe('date');
  });

  it('calls a line of several entry fields an entry head', () => {
    expect(labelText('Senior Backend Engineer, Monzo Bank | Mar 2021 – Present', fields)).toBe(
      'entry_head',
    );
    expect(labelText('Monzo Bank · London, UK', fields)).toBe('entry_head');
  });

  it('labels the pieces of a wrapped bullet as the bullet', () => {
    expect(labelText('Led the payments API team of five', fields)).toBe('bullet');
    expect(labelText('engineers, cutting latency by 40%.', fields)).toBe('bullet');
  });

  it('labels contact lines and skill lists, words inside other words not counted', () => {
    expect(labelText('camille.dubois@orange.fr | +33 6 12 34 56 78', fields)).toBe('contact');
    expect(labelText('Languages: Python, SQL, Go', fields)).toBe('skill');
    expect(labelText('Google Cloud', fields)).toBe('other');
    expect(labelText('Page 1 of 2', fields)).toBe('other');
  });
});

describe('labelling a line whose spaces the text layer changed', () => {
  it('matches a heading with a lost space', () => {
    const f: Field[] = [{ text: matchForm('Education & Training'), label: 'heading_education' }];
    expect(labelText('Education& Training', f)).toBe('heading_education');
  });
});
