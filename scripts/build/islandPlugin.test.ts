import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allIslands, islandId, placements } from './islandPlugin';

const src = path.resolve('src');
const section = path.join(src, 'sections/pricing/TokenExamples.tsx');

describe('the island plugin', () => {
  it('finds every island placed in src/, each by the module its placement imports', () => {
    expect(allIslands(src).map((island) => island.id)).toEqual([
      'sections/academy/SeatCalculator',
      'sections/academy/SelfCheck',
      'sections/pricing/TokenEstimator',
      'sections/seo/SeoPageMeta',
    ]);
  });

  it('names an island by its module, and by its export where the export is not named after the file', () => {
    expect(islandId(src, path.join(src, 'sections/pricing/TokenEstimator.tsx'), 'TokenEstimator')).toBe('sections/pricing/TokenEstimator');
    expect(islandId(src, path.join(src, 'sections/pricing/TokenEstimator.tsx'), 'QuotaMeter')).toBe('sections/pricing/TokenEstimator#QuotaMeter');
  });

  it('follows a renamed import to the component it names', () => {
    const code = "import { TokenEstimator as Estimator } from './TokenEstimator';\nexport const X = () => <Island component={Estimator} props={{}} />;";
    expect(placements(src, section, code)).toMatchObject([{ id: 'sections/pricing/TokenEstimator', exported: 'TokenEstimator' }]);
  });

  it('refuses a component that is not imported by name from src/', () => {
    const local = 'const Estimator = () => null;\nexport const X = () => <Island component={Estimator} props={{}} />;';
    expect(() => placements(src, section, local)).toThrow('<Island component={Estimator}> needs the component imported by name from a module of src/');
    const missing = "import { Gone } from './Gone';\nexport const X = () => <Island component={Gone} props={{}} />;";
    expect(() => placements(src, section, missing)).toThrow('needs the component imported by name');
  });

  it('refuses a source written by hand', () => {
    const code = "import { TokenEstimator } from './TokenEstimator';\nexport const X = () => <Island source=\"x\" component={TokenEstimator} props={{}} />;";
    expect(() => placements(src, section, code)).toThrow("an island's source is written by the build, not by hand");
  });
});
