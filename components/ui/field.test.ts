import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field, type FieldProps } from './field';
import { Input } from './input';

function render(props: { error?: string; hint?: string; id?: string }) {
  const control = createElement(Input, { id: props.id, name: 'email' }) as ReactElement<{
    id?: string;
  }>;
  return renderToStaticMarkup(
    createElement(
      Field,
      { label: 'Email', error: props.error, hint: props.hint } as FieldProps,
      control,
    ),
  );
}

describe('Field', () => {
  it('labels the control and links the error so screen readers announce it', () => {
    const html = render({ id: 'email', error: 'Email is required.', hint: 'We never share it.' });
    expect(html).toContain('<label class="text-sm font-medium text-foreground" for="email">Email');
    expect(html).toMatch(
      /<input[^>]*id="email"[^>]*aria-describedby="email-hint email-error"[^>]*aria-invalid="true"/,
    );
    expect(html).toMatch(
      /<p id="email-error" aria-live="polite" class="text-sm text-danger">Email is required\.<\/p>/,
    );
  });

  it('keeps an empty live region (so a later error is announced) and no aria-invalid without an error', () => {
    const html = render({});
    const id = /<input[^>]*id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`for="${id}"`);
    expect(html).not.toMatch(/\saria-invalid=/);
    expect(html).toMatch(
      new RegExp(`<p id="${id}-error" aria-live="polite" class="[^"]*sr-only[^"]*"></p>`),
    );
  });
});
