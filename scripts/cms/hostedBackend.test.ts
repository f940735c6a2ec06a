import { describe, expect, it } from 'vitest';
import { hostedBackend, hostOf } from './hostedBackend.mjs';

const env = { CMS_BASE_URL: 'https://git.example.ch', CMS_REPO: 'web/site', CMS_APP_ID: 'a1b2c3' };

describe("the hosted editor's backend (scripts/cms/hostedBackend.mjs)", () => {
  it('is none unless CMS_BACKEND names one: the default build has no editor', () => {
    expect(hostedBackend({})).toBeUndefined();
  });

  it('writes Decap’s GitLab backend with PKCE, and its Forgejo backend, from the environment', () => {
    expect(hostedBackend({ ...env, CMS_BACKEND: 'gitlab' })).toEqual({ name: 'gitlab', auth_type: 'pkce', base_url: 'https://git.example.ch', repo: 'web/site', branch: 'main', app_id: 'a1b2c3', api_root: 'https://git.example.ch/api/v4' });
    expect(hostedBackend({ ...env, CMS_BACKEND: 'forgejo', CMS_BRANCH: 'live' })).toEqual({ name: 'forgejo', repo: 'web/site', branch: 'live', app_id: 'a1b2c3', api_root: 'https://git.example.ch/api/v1' });
    expect(hostOf(hostedBackend({ ...env, CMS_BACKEND: 'forgejo' })!)).toBe('https://git.example.ch');
  });

  it('says what is missing or wrong, before anything is built', () => {
    expect(() => hostedBackend({ CMS_BACKEND: 'github' })).toThrow('CMS_BACKEND=github: the editor knows gitlab and forgejo');
    expect(() => hostedBackend({ CMS_BACKEND: 'gitlab', CMS_REPO: 'web/site' })).toThrow('CMS_BACKEND=gitlab needs CMS_BASE_URL, CMS_APP_ID');
    expect(() => hostedBackend({ ...env, CMS_BACKEND: 'gitlab', CMS_BASE_URL: 'http://git.example.ch' })).toThrow('the editor logs in over https only');
    expect(() => hostedBackend({ ...env, CMS_BACKEND: 'gitlab', CMS_REPO: 'site' })).toThrow('write the repository as group/name');
  });
});
