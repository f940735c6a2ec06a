import { describe, expect, it } from 'vitest';
import { replaceIconImports } from './contentIcons.mjs';

describe('the content icon stand-ins of the browser build', () => {
  it("replace a content module's icon imports and name the icons its chunk loads", () => {
    const code = ["import { Bot, ShieldCheck as Shield } from 'lucide-react';", "import { operator } from './operator';", 'export const items = [{ icon: Bot }, { icon: Shield }];'].join('\n');
    const result = replaceIconImports(code, 'home')!;
    expect(result.icons).toEqual(['Bot', 'ShieldCheck']);
    expect(result.code).not.toContain("from 'lucide-react'");
    expect(result.code).toContain('import("virtual:content-icons/homeIcons")');
    expect(result.code).toContain('{"Bot":"Bot","Shield":"ShieldCheck"}');
    expect(result.code).toContain('const { Bot, Shield } = __contentIcons;');
    expect(result.code).toContain("import { operator } from './operator';");
    expect(result.code).toContain('export const items = [{ icon: Bot }, { icon: Shield }];');
  });

  it('leave modules without icon imports, and type imports, as they are', () => {
    expect(replaceIconImports("import { operator } from './operator';", 'faq')).toBeNull();
    expect(replaceIconImports("import type { LucideIcon } from 'lucide-react';\nexport type Icon = LucideIcon;", 'types')).toBeNull();
  });
});
