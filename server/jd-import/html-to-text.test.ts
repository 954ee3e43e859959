import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('puts paragraphs, headings and list items on their own lines and drops scripts', () => {
    expect(
      htmlToText(
        '<p>About <b>us</b></p><h3>Requirements</h3><ul><li>Go</li><li>SQL &amp; dbt</li></ul><script>alert(1)</script>',
      ),
    ).toBe('About us\nRequirements\nGo\nSQL & dbt');
  });

  it('unescapes HTML that arrives entity-encoded (Greenhouse)', () => {
    expect(
      htmlToText('&lt;p&gt;Hello&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Rust&lt;/li&gt;&lt;/ul&gt;'),
    ).toBe('Hello\nRust');
  });

  it('keeps the line breaks of a plain-text description', () => {
    expect(htmlToText('Requirements:\n- Python\n- 3 years &amp; more\n\n\nBenefits')).toBe(
      'Requirements:\n- Python\n- 3 years & more\nBenefits',
    );
  });

  it('turns <br> into line breaks', () => {
    expect(htmlToText('<div>Line one<br>Line two</div>')).toBe('Line one\nLine two');
  });
});
