import { describe, expect, it } from 'vitest';
import { ATTACHMENT_ACCEPT, formatFileSize } from './attachments';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [34_057, '33 KB'],
    [1024 * 1024, '1.0 MB'],
    [2.45 * 1024 * 1024, '2.5 MB'],
    [100 * 1024 * 1024, '100 MB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

it('the file picker accepts the four kinds by type and extension', () => {
  expect(ATTACHMENT_ACCEPT.split(',')).toEqual([
    'application/pdf',
    '.pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    '.docx',
    'image/png',
    '.png',
    'image/jpeg',
    '.jpg',
    '.jpeg',
  ]);
});
