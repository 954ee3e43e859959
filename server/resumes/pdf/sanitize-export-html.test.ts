import { describe, expect, it } from 'vitest';
import { sanitizeExportHtml } from './sanitize-export-html';

describe('sanitizeExportHtml', () => {
  it('keeps structure, text, classes and links', () => {
    const html =
      '<article class="resume-doc"><h1 class="resume-name">Ada</h1><ul><li>Built <strong>things</strong></li></ul><a href="https://example.com/in/ada">profile</a></article>';
    expect(sanitizeExportHtml(html)).toBe(html);
  });

  it('drops scripts, handlers, styles, frames, forms and every resource reference', () => {
    const out = sanitizeExportHtml(`
      <script>alert(1)</script><style>body{background:url(http://x/a.png)}</style>
      <link rel="stylesheet" href="http://x/s.css"><link rel="prefetch" href="http://x/p"><meta http-equiv="refresh" content="0;url=http://x">
      <p onclick="alert(1)" style="background:url(http://x/b.png)" class="ok">text</p>
      <img src="http://x/c.png" alt="remote"><img src="/relative.png" alt="relative"><img src="//x/proto.png" alt="protocol-relative">
      <iframe src="http://x/f"></iframe><object data="http://x/o"></object><embed src="http://x/e"><video src="http://x/v"></video>
      <form action="http://x/f"><input name="a"></form><svg><image href="http://x/s.png"/></svg><base href="http://x/">
      <a href="javascript:alert(1)">js</a>`);
    expect(out).not.toMatch(
      /script|style=|onclick|<link|<meta|<iframe|<object|<embed|<video|<form|<input|<svg|<base|javascript:|http:\/\/x|\/\/x|relative\.png/i,
    );
    expect(out).toContain('<p class="ok">text</p>');
    expect(out).toContain('<img alt="remote" />');
  });

  it('keeps inline data: images only', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(sanitizeExportHtml(`<img src="${png}" alt="logo">`)).toBe(
      `<img alt="logo" src="${png}" />`,
    );
  });
});
