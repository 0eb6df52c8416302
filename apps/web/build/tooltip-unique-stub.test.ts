import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import UniqueProvider from './tooltip-unique-stub';

const configProviderSource = readFileSync(
  createRequire(import.meta.url).resolve('antd/es/config-provider/index.js'),
  'utf8',
);

/** The .tsx sources of both browser apps that render antd's ConfigProvider. */
function configProviderUsers(): string[] {
  const apps = join(import.meta.dirname, '../..');
  return ['web/src', 'console/src'].flatMap((dir) =>
    readdirSync(join(apps, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => readFileSync(join(apps, dir, file), 'utf8'))
      .filter((source) => source.includes('<ConfigProvider')),
  );
}

describe("the browser builds' stub of antd's tooltip UniqueProvider", () => {
  it('shows its children as they are', () => {
    const page = createElement(UniqueProvider, null, createElement('p', null, 'Sign In'));
    expect(renderToStaticMarkup(page)).toBe('<p>Sign In</p>');
  });

  it("stands in for antd's ConfigProvider's one use of it, for tooltip.unique", () => {
    const importLine = "import UniqueProvider from '../tooltip/UniqueProvider';";
    const use =
      /if \(tooltip\?\.unique\) \{\s*childNode = \/\*#__PURE__\*\/React\.createElement\(UniqueProvider, null, childNode\);\s*\}/;
    expect(configProviderSource).toContain(importLine);
    expect(configProviderSource).toMatch(use);
    expect(configProviderSource.replace(importLine, '').replace(use, '')).not.toContain('UniqueProvider');
  });

  it('is not missed: neither app gives its ConfigProvider a tooltip setting', () => {
    const users = configProviderUsers();
    expect(users.length).toBeGreaterThan(0);
    for (const source of users) expect(source).not.toMatch(/\btooltip=\{/);
  });
});
