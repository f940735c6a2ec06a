/**
 * The icons the site uses, read from the source itself: every name imported
 * from lucide-react (type imports such as `LucideIcon` aside), with the files
 * that import it. The icon gallery shows exactly these, so it cannot drift.
 */
export function lucideIconUsage(sources: Readonly<Record<string, string>>): Map<string, string[]> {
  const usage = new Map<string, string[]>();
  const importStatement = /import\s*(type\s*)?\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;
  for (const [file, source] of Object.entries(sources)) {
    for (const match of source.matchAll(importStatement)) {
      if (match[1]) continue;
      for (const specifier of (match[2] ?? '').split(',')) {
        const name = specifier.trim().split(/\s+as\s+/)[0]?.trim();
        if (!name || name.startsWith('type ') || !/^[A-Z]/.test(name)) continue;
        usage.set(name, [...(usage.get(name) ?? []), file]);
      }
    }
  }
  return new Map([...usage.entries()].sort(([a], [b]) => a.localeCompare(b)));
}
