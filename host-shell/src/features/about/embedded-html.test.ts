import { describe, expect, it } from 'vitest';
import { folderOf, rewriteRelativePaths } from './embedded-html';

describe('embedded page paths', () => {
  it('finds the folder of a page', () => {
    expect(folderOf('https://portal.example/site/legal/terms.html?v=2')).toBe('https://portal.example/site/legal/');
  });

  it('rewrites relative image and script paths to the page folder and leaves the rest', () => {
    const html = [
      '<img src="img/logo.png">',
      "<script src='./app.js'></script>",
      '<a href="../index.html">up</a>',
      '<img src="/abs.png">',
      '<img src="https://cdn.example/x.png">',
      '<a href="#top">top</a>',
      '<img src="data:image/png;base64,AAAA">',
    ].join('');
    const out = rewriteRelativePaths(html, 'https://portal.example/site/legal/terms.html');
    expect(out).toContain('src="https://portal.example/site/legal/img/logo.png"');
    expect(out).toContain("src='https://portal.example/site/legal/app.js'");
    expect(out).toContain('href="https://portal.example/site/index.html"');
    expect(out).toContain('src="/abs.png"');
    expect(out).toContain('src="https://cdn.example/x.png"');
    expect(out).toContain('href="#top"');
    expect(out).toContain('src="data:image/png;base64,AAAA"');
  });
});
