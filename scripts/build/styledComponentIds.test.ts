import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { styledComponentIds } from './styledComponentIds';

const source = "import styled from 'styled-components';\nexport const Title = styled.h2`\n  color: red;\n`;\n";

/** The module as the plugin gives it back, for a project at `root`. */
async function transformedIn(root: string, file = 'src/components/Title.tsx'): Promise<string> {
  const plugin = styledComponentIds();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root } as ResolvedConfig);
  const result = (await (plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>).call({}, source, `${root}/${file}`))!;
  return result.code;
}

const componentId = (code: string) => /componentId:\s*["`']([^"`']+)/.exec(code)?.[1];

describe('styledComponentIds', () => {
  it('gives a component the same id in every folder the project is built in, and its CSS minified', async () => {
    const here = await transformedIn('/work/site');
    expect(componentId(here)).toMatch(/^sc-[a-z0-9]+-0$/);
    expect(componentId(await transformedIn('/tmp/words-editor-Ab12Cd'))).toBe(componentId(here));
    expect(here).toContain('color:red;');
  });

  it('gives components of other files other ids', async () => {
    expect(componentId(await transformedIn('/work/site', 'src/components/Other.tsx'))).not.toBe(componentId(await transformedIn('/work/site')));
  });

  it('leaves dependencies and modules without styled-components alone', async () => {
    const plugin = styledComponentIds();
    const transform = plugin.transform as (code: string, id: string) => Promise<unknown>;
    expect(await transform.call({}, source, '/work/site/node_modules/some-package/index.js')).toBeNull();
    expect(await transform.call({}, 'export const answer = 42;\n', '/work/site/src/lib/answer.ts')).toBeNull();
  });
});
