import { describe, expect, it } from 'vitest';
import { lucideIconUsage } from './iconUsage';

describe('lucideIconUsage', () => {
  it('lists the icons imported from lucide-react with their files, type imports aside', () => {
    const usage = lucideIconUsage({
      'src/a.tsx': "import { Check, X } from 'lucide-react';\nimport { Card } from './Card';",
      'src/b.ts': "import type { LucideIcon } from 'lucide-react';\nimport {\n  Check,\n  Rocket as Launch,\n  type LucideProps,\n} from 'lucide-react';",
      'src/c.ts': "import { Check } from 'lucide-react-native';",
    });
    expect([...usage.entries()]).toEqual([
      ['Check', ['src/a.tsx', 'src/b.ts']],
      ['Rocket', ['src/b.ts']],
      ['X', ['src/a.tsx']],
    ]);
  });
});
