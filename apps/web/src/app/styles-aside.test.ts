import { describe, expect, it } from 'vitest';
import { withStylesAside } from './styles-aside.ts';

describe('the styles of a screen drawn on the server', () => {
  it('are kept aside in data-style, with a style sheet that gives each element its own', () => {
    const { html, css } = withStylesAside(
      '<div class="bar" style="width:25%"><span style="font-family:&quot;Nunito&quot;">25%</span></div>' +
        '<p>style="width:1%" in a sentence</p><i style="width:25%"></i>',
    );
    expect(html).toBe(
      '<div class="bar" data-style="width:25%"><span data-style="font-family:&quot;Nunito&quot;">25%</span></div>' +
        '<p>style="width:1%" in a sentence</p><i data-style="width:25%"></i>',
    );
    // One rule for each style, however many elements have it; quotes as the attribute holds them.
    expect(css.split('\n')).toEqual([
      '[data-style="width:25%"]{width:25%}',
      '[data-style="font-family:\\"Nunito\\""]{font-family:"Nunito"}',
    ]);
  });

  it('go in the sheet only when they cannot leave their rule or the sheet', () => {
    for (const style of [
      'color:red}body{display:none',
      'background:url(&lt;/style&gt;)',
      'color:red/*',
      'x:\\7d',
    ]) {
      const { html, css } = withStylesAside(`<b style="${style}">x</b>`);
      expect(html).toBe(`<b data-style="${style}">x</b>`);
      expect(css).toBe('');
    }
  });
});
