import { describe, expect, it } from 'vitest';
import { brandedPage } from './branded-page';

const shell =
  '<body><div id="boot-shell"><span data-brand-logo="true" style="display: inline-block; height: 64px;"></span>' +
  '<div data-brand-name="true" style="color: rgba(0, 0, 0, 0.65); min-height: 22px;"></div></div></body>';

describe('the student app page with the branding written in', () => {
  it("puts the institute's logo and name where the sign-in page keeps them", () => {
    const page = brandedPage(shell, { name: 'Udvash Academy', logoUrl: '/uploads/logo.png' });
    expect(page).toContain(
      '<img alt="" fetchpriority="high" style="max-width: 100%; object-fit: contain; height: 64px;" src="/uploads/logo.png">',
    );
    expect(page).not.toContain('data-brand-logo');
    expect(page).toContain('min-height: 22px;">Udvash Academy</div>');
  });

  it('escapes what staff typed, so a name or an address cannot write markup', () => {
    const page = brandedPage(shell, {
      name: 'A & B <script>alert(1)</script> "Coaching"',
      logoUrl: 'https://cdn.example.com/a"onload="alert(1).png',
    });
    expect(page).toContain('>A &amp; B &lt;script&gt;alert(1)&lt;/script&gt; &quot;Coaching&quot;</div>');
    expect(page).toContain('src="https://cdn.example.com/a%22onload=%22alert(1).png"');
    expect(page).not.toContain('<script>');
  });

  it('leaves the logo place to the boot script for an address the page may not use', () => {
    for (const logoUrl of [
      '',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example.com/x.png',
    ]) {
      const page = brandedPage(shell, { name: 'Udvash', logoUrl });
      expect(page, logoUrl).toContain(
        '<span data-brand-logo="true" style="display: inline-block; height: 64px;"></span>',
      );
      expect(page, logoUrl).not.toContain('<img');
    }
  });

  it('leaves a page without those places as it is', () => {
    const other = '<!doctype html><title>app</title>';
    expect(brandedPage(other, { name: 'Udvash', logoUrl: '/logo.svg' })).toBe(other);
  });
});
