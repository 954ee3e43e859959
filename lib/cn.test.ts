import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('drops falsy parts and lets a later Tailwind class win over a conflicting one', () => {
    expect(cn('px-4 py-2', false, undefined, 'px-6', { 'text-danger': true, hidden: false })).toBe(
      'py-2 px-6 text-danger',
    );
  });
});
