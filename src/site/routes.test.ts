import { describe, expect, it } from 'vitest';
import { FALLBACK_PATH, findRoute, normalisePath, plannedPaths, redirects, resolvePath, routes } from './routes';
import { pagePaths } from '../lib/paths';
import { operator } from '../content/operator';

describe('route table', () => {
  it('lists each path once, all under /de', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path === '/de' || path.startsWith('/de/')).toBe(true);
  });

  it('gives every page a title of at most 60 and a description of at most 160 characters', () => {
    for (const route of routes) {
      expect(route.meta.title.length, route.path).toBeLessThanOrEqual(60);
      expect(route.meta.description.length, route.path).toBeGreaterThanOrEqual(50);
      expect(route.meta.description.length, route.path).toBeLessThanOrEqual(160);
    }
  });

  it('keeps the redirects of the specification', () => {
    expect(redirects).toEqual([
      { from: '/', to: '/de' },
      { from: '/de/cohort-program', to: '/de/academy' },
      { from: '/de/blog', to: operator.external.news },
    ]);
    expect(FALLBACK_PATH).toBe('/de');
  });
});

describe('page paths', () => {
  it('are each either served by the route table or planned, never both', () => {
    const served = routes.map((route) => route.path);
    for (const path of Object.values(pagePaths)) {
      expect([served.includes(path), plannedPaths.includes(path)], path).toContain(true);
      expect(served.includes(path) && plannedPaths.includes(path), path).toBe(false);
    }
    expect([...served, ...plannedPaths].sort()).toEqual(Object.values(pagePaths).sort());
  });

  it('never name a redirect source', () => {
    for (const { from } of redirects) expect(Object.values(pagePaths), from).not.toContain(from);
  });
});

describe('resolvePath', () => {
  it('serves known pages, with or without a trailing slash', () => {
    expect(resolvePath('/de')).toEqual({ status: 200, location: '/de' });
    expect(resolvePath('/de/')).toEqual({ status: 200, location: '/de' });
    expect(findRoute('/de/login/')?.path).toBe('/de/login');
  });

  it('redirects the listed paths and everything unknown', () => {
    expect(resolvePath('/')).toEqual({ status: 301, location: '/de' });
    expect(resolvePath('/de/cohort-program')).toEqual({ status: 301, location: '/de/academy' });
    expect(resolvePath('/de/blog/')).toEqual({ status: 301, location: operator.external.news });
    expect(resolvePath('/en/pricing')).toEqual({ status: 301, location: '/de' });
    expect(resolvePath('/de/LOGIN')).toEqual({ status: 301, location: '/de' });
  });

  it('normalises trailing slashes only', () => {
    expect(normalisePath('///')).toBe('/');
    expect(normalisePath('/de/faq//')).toBe('/de/faq');
  });
});
