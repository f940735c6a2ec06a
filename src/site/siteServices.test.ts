import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { operator } from '../content/operator';
import { serviceFacts, themeStorage } from '../content/services';
import { CONSENT_COOKIE, serviceCookies } from '../integrations/consentCookies';
import { contentSecurityPolicy } from './hosting';
import { contentFor } from '../content/siteContent';

const { consentContent } = contentFor('de-CH').consent;
const { services: siteServices } = contentFor('de-CH').services;

/**
 * The service list is what the consent dialog, the cookie policy and the
 * privacy policy say. These tests fail when the code reaches a host or loads
 * a package the list does not name, or when the CSP allows a host it lacks.
 */

const integrationsDir = join(__dirname, '..', 'integrations');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
const integrationSources = sourceFiles(integrationsDir).map((file) => readFileSync(file, 'utf8'));

const listedHosts = serviceFacts.flatMap((service) => Object.values(service.hosts).flat() as string[]);
const hostName = (source: string) => source.replace(/^[a-z]+:\/\//, '').replace(/[/:].*$/, '');
/** Whether a CSP source like `https://*.intercom-messenger.com` covers the host. */
const covers = (source: string, host: string) => {
  const pattern = hostName(source);
  return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
};
const isListed = (host: string) => listedHosts.some((source) => covers(source, host));

/** Hosts the integration code names: in URLs and in bare `host/path` constants. */
function hostsNamedIn(source: string): string[] {
  const urls = [...source.matchAll(/\b(?:https?|wss):\/\/([a-z0-9.-]+\.[a-z]{2,})/gi)].map((match) => match[1] ?? '');
  const bare = [...source.matchAll(/['`]([a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|io|eu|ch|net))(?:\/[^'`]*)?['`]/gi)].map((match) => match[1] ?? '');
  return [...urls, ...bare];
}

/** Packages the integration code imports, statically or on demand, without React and type-only imports. */
function packagesImportedBy(source: string): string[] {
  const specifiers = [...source.matchAll(/(?:^import (?!type )[^'"]*from |import\()\s*['"]([^'".][^'"]*)['"]/gm)].map((match) => match[1] ?? '');
  const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  return specifiers.map(packageOf).filter((name) => !['react', 'react-dom'].includes(name));
}

describe('the service list', () => {
  it('names every host the integrations reach (the scan finds them)', () => {
    const hosts = [...new Set(integrationSources.flatMap(hostsNamedIn))];
    expect(hosts).toEqual(expect.arrayContaining(['api-iam.eu.intercom.io', 'widget.intercom.io', 'snap.licdn.com', 'www.googletagmanager.com', 'app.cal.com']));
    for (const host of hosts) expect(isListed(host), host).toBe(true);
  });

  it('names the origins in the operator facts that the integrations load from', () => {
    expect(isListed(hostName(operator.cal.origin))).toBe(true);
  });

  it('holds every package the integrations load', () => {
    const packages = [...new Set(integrationSources.flatMap(packagesImportedBy))];
    expect(packages).toEqual(expect.arrayContaining(['@intercom/messenger-js-sdk', '@calcom/embed-react', 'vanilla-cookieconsent']));
    const listed = serviceFacts.flatMap((service) => [...service.packages]);
    for (const name of packages) expect(listed, name).toContain(name);
  });

  it('holds every host the CSP allows, and the CSP allows nothing else from outside', () => {
    const sources = contentSecurityPolicy()
      .split('; ')
      .flatMap((directive) => directive.split(' ').slice(1))
      .filter((source) => /^(https|wss):\/\//.test(source));
    expect(sources.length).toBeGreaterThan(10);
    for (const source of sources) expect(listedHosts, source).toContain(source);
  });

  it('names the consent cookie and the cookies the engine erases', () => {
    const cookieNames = siteServices.flatMap((service) => service.cookies.map((cookie) => cookie.name));
    expect(cookieNames).toContain(CONSENT_COOKIE);
    for (const matcher of Object.values(serviceCookies).flat()) {
      const listed = cookieNames.some((name) => (typeof matcher === 'string' ? name === matcher : matcher.test(name.replace(/\*$/, 'x'))));
      expect(listed, String(matcher)).toBe(true);
    }
  });

  it('declares the theme choice as local storage, not a cookie, which no consent withdrawal erases', () => {
    const theme = siteServices.find((service) => service.id === 'colorScheme')!;
    expect(theme.category).toBe('necessary');
    expect(theme.cookies.map((entry) => entry.name)).toEqual([themeStorage.key]);
    expect(Object.values(serviceCookies).flat()).not.toContain(themeStorage.key);
  });

  it('is what the consent settings show, category by category', () => {
    for (const category of consentContent.categories) {
      for (const service of category.services) expect(service.category).toBe(category.id);
    }
    const shown = consentContent.categories.flatMap((category) => category.services.map((service) => service.id));
    expect(shown).toEqual(['consent', 'colorScheme', 'intercom', 'calcom', 'linkedin', 'googleAds']);
  });

  it('gives every service abroad a safeguard and every one a country', () => {
    for (const service of siteServices) {
      expect(service.country, service.id).not.toBe('');
      if (service.country !== 'Schweiz') expect(service.safeguard, service.id).not.toBe('');
    }
  });
});
