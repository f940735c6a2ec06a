import { forwardRef, useEffect, useState, type ComponentType, type ForwardRefExoticComponent, type RefAttributes } from 'react';
import { useStaticHtml } from './useStaticHtml';

/*
 * The icons that content modules name, in the site's browser build only
 * (scripts/build/contentIcons.mjs rewrites their `lucide-react` imports to
 * `lazyContentIcons`). Their drawings are about a third of the home page's
 * own JavaScript, yet the prerendered page already holds every one of them:
 * while the browser hydrates that page, an icon keeps its prerendered
 * drawing; a page rendered in the browser (client-side navigation) loads
 * them first (loadContentIcons, from preloadPage). The server build and
 * Storybook render the icons themselves.
 */

type IconComponent = ComponentType<Record<string, unknown>>;
type LoadedModule = Record<string, IconComponent>;
type ProxyIcon = ForwardRefExoticComponent<Record<string, unknown> & RefAttributes<SVGSVGElement>>;

/** The icon sets of the content modules evaluated so far whose drawings have not loaded. */
const pending = new Set<() => Promise<void>>();

/** Loads the drawings of every content module evaluated so far (each set once). */
export function loadContentIcons(): Promise<void> {
  return Promise.all([...pending].map((load) => load())).then(() => undefined);
}

/**
 * Stand-ins for a content module's icons: `names` maps each local name to
 * the name lucide exports, `load` imports those icons (one chunk per
 * content module).
 */
export function lazyContentIcons(load: () => Promise<LoadedModule>, names: Record<string, string>): Record<string, ProxyIcon> {
  const loaded = new Map<string, IconComponent>();
  let loading: Promise<void> | null = null;
  const ensure = (): Promise<void> =>
    (loading ??= load().then((module) => {
      for (const [local, exported] of Object.entries(names)) loaded.set(local, module[exported]!);
      pending.delete(ensure);
    }));
  pending.add(ensure);

  const proxy = (local: string): ProxyIcon => {
    const Proxy = forwardRef<SVGSVGElement, Record<string, unknown>>(function ContentIcon(props, ref) {
      // An icon that hydrates keeps its prerendered drawing for as long as it stays (its own ref then, not the one handed in).
      const keptDrawing = useStaticHtml<SVGSVGElement>(null);
      const kept = 'dangerouslySetInnerHTML' in keptDrawing;
      const [Drawn, setDrawn] = useState(() => loaded.get(local) ?? null);
      useEffect(() => {
        if (!kept && !Drawn) void ensure().then(() => setDrawn(() => loaded.get(local)!));
      }, [kept, Drawn]);
      if (kept) return <svg {...keptDrawing} />;
      return Drawn ? <Drawn ref={ref} {...props} /> : null;
    });
    Proxy.displayName = local;
    return Proxy;
  };
  return Object.fromEntries(Object.keys(names).map((local) => [local, proxy(local)]));
}
