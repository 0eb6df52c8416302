// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ANTD_SHEET_COMPONENTS } from './antd-sheet-components';
import { antdSheetCss, staticSheet } from './antd-sheet-plugin';

const srcDir = fileURLToPath(new URL('../src', import.meta.url));

/** The values (not types) the app's sources import from antd, and the antd folders they import from. */
function antdImports(): { names: Set<string>; folders: Set<string> } {
  const names = new Set<string>();
  const folders = new Set<string>();
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file),
  );
  for (const file of files) {
    const source = readFileSync(join(srcDir, file), 'utf8');
    for (const match of source.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'antd'/g)) {
      if (match[1]) continue;
      for (const item of match[2]!.split(',').map((name) => name.trim())) {
        if (item && !item.startsWith('type ') && /^[A-Za-z]/.test(item) && item !== 'ConfigProvider')
          names.add(item);
      }
    }
    for (const match of source.matchAll(/from\s*'antd\/es\/([a-z-]+)/g)) folders.add(match[1]!);
  }
  return { names, folders };
}

/** Whether antd exports `name` as a value (a type like `MenuProps` is not there at run time). */
const antd = createRequire(import.meta.url)('antd') as Record<string, unknown>;
const isComponent = (name: string) => name in antd;

describe("the student app's antd sheet", () => {
  it('covers every antd component the app imports', () => {
    const { names, folders } = antdImports();
    const listed = new Set<string>(ANTD_SHEET_COMPONENTS);
    const missing = [...names].filter((name) => isComponent(name) && !listed.has(name));
    expect(missing).toEqual([]);
    // A component imported from its folder (the sign-in code pages' OTP field is Input's).
    const folderOf = (name: string) => name.replace(/[A-Z]/g, (c, i) => (i ? '-' : '') + c.toLowerCase());
    const listedFolders = new Set(ANTD_SHEET_COMPONENTS.map(folderOf));
    expect([...folders].filter((folder) => !listedFolders.has(folder) && folder !== 'locale')).toEqual([]);
  });

  it("holds the listed components' styles and not the others", () => {
    const css = antdSheetCss();
    const has = (selector: string) => css.includes(selector);
    const present = [
      '.ant-btn{',
      '.ant-modal{',
      '.ant-table{',
      '.ant-otp{',
      '.ant-pagination{',
      '.ant-skeleton{',
    ];
    expect(present.filter((selector) => !has(selector))).toEqual([]);
    // Not used by the app: the date picker, the cascader, the slider.
    expect(['.ant-picker{', '.ant-cascader{', '.ant-slider{'].filter(has)).toEqual([]);
    // Unhashed, as the app renders with zeroRuntime.
    expect(css).not.toMatch(/:where\(\.css-/);
    expect(css).not.toContain('.css-var-_R_');
    expect(css).not.toMatch(/(^|\})a\{/);
  });
});

describe('staticSheet', () => {
  it("scopes antd's link reset to antd's links, keeps what is inside a link, drops the render's own variables", () => {
    const extracted = [
      'a{color:var(--ant-color-link);}',
      'a:active,a:hover{color:var(--ant-color-link-hover);}',
      'a[disabled]{cursor:not-allowed;}',
      'a:hover .ant-badge .ant-badge-count{background:red;}',
      '.css-var-_R_0_{--ant-color-link:#1677ff;}',
      '@media (max-width: 575px){.ant-col-xs-1{flex:0 0 4%;}}',
      '.ant-btn{color:var(--ant-color-text);}',
      '.data-ant-cssinjs-cache-path{content:"|Shared|ant";}',
    ].join('');
    expect(staticSheet(extracted)).toBe(
      [
        'a:where([class*="ant-"]){color:var(--ant-color-link);}',
        'a:where([class*="ant-"]):active,a:where([class*="ant-"]):hover{color:var(--ant-color-link-hover);}',
        'a:where([class*="ant-"])[disabled]{cursor:not-allowed;}',
        'a:hover .ant-badge .ant-badge-count{background:red;}',
        '@media (max-width: 575px){.ant-col-xs-1{flex:0 0 4%;}}',
        '.ant-btn{color:var(--ant-color-text);}',
      ].join(''),
    );
  });
});
