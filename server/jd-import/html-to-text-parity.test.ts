// The server (cheerio) and the extension (the DOM; linkedom here) read the same HTML to the same
// text: both go through lib/html/html-to-text.ts.
import { DOMParser } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { htmlStringToText } from '@/extension/src/page/dom-to-text';
import { htmlToText } from './html-to-text';

const samples = [
  '<p>About <b>us</b></p><h3>Requirements</h3><ul><li>Go</li><li>SQL &amp; dbt</li></ul><script>alert(1)</script>',
  '&lt;p&gt;Hello&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Rust&lt;/li&gt;&lt;/ul&gt;',
  'Requirements:\n- Python\n- 3 years &amp; more\n\n\nBenefits',
  '<div>Line one<br>Line two</div>',
  '<section><h2>Role</h2><p>Build\u00a0things,   <i>fast</i>.\u200b</p><button>Apply</button><table><tr><td>Pay</td><td>$100k</td></tr></table></section>',
  '<div><style>p{}</style><!-- note --><p>Kept</p><noscript>dropped</noscript><svg><text>x</text></svg></div>',
];

describe('one HTML-to-text for the server and the extension', () => {
  it.each(samples)('reads %j the same way', (html) => {
    const parser = new DOMParser() as unknown as globalThis.DOMParser;
    expect(htmlStringToText(html, parser)).toBe(htmlToText(html));
  });
});
