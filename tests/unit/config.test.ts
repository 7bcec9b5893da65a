import { describe, expect, it } from 'vitest';
import { ConfigError, LOCAL_CONTENT_ADMIN_TOKEN, LOCAL_CONTENT_TOKEN, LOCAL_DRAFT_MODE_SECRET, LOCAL_REVALIDATE_SECRET, parseConfig } from '@/lib/config';

describe('parseConfig', () => {
  it('points every service at the local services when nothing is set', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.localServices).toEqual({ content: true, search: true, commerce: true });
    expect(config.content.url).toBe('http://127.0.0.1:7401');
    expect(config.content.token).toBe(LOCAL_CONTENT_TOKEN);
    expect(config.search.host).toBe('http://127.0.0.1:7402');
    expect(config.commerce.url).toBe('http://127.0.0.1:7403');
  });

  it('derives the local ports from LOCAL_SERVICES_PORT_BASE and the site URL from PORT', () => {
    const config = parseConfig({ LOCAL_SERVICES_PORT_BASE: '7500', PORT: '3100' });
    expect(config.content.url).toBe('http://127.0.0.1:7501');
    expect(config.commerce.url).toBe('http://127.0.0.1:7503');
    expect(config.siteUrl).toBe('http://localhost:3100');
  });

  it('uses the real services when configured, and stops using the local ones', () => {
    const config = parseConfig({
      DATOCMS_API_URL: 'https://graphql.example.com/',
      DATOCMS_API_TOKEN: 'secret',
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_SEARCH_API_KEY: 'key',
      COMMERCE_API_URL: 'https://commerce.example.com/api/',
    });
    expect(config.localServices).toEqual({ content: false, search: false, commerce: false });
    expect(config.content.url).toBe('https://graphql.example.com');
    expect(config.content.previewUrl).toBe('https://graphql.example.com/preview');
    expect(config.search.host).toBeUndefined();
    expect(config.commerce.url).toBe('https://commerce.example.com/api');
  });

  it('registers live preview at the local /listen, at DatoCMS with a DatoCMS API, or at DATOCMS_LISTEN_URL', () => {
    expect(parseConfig({}).content.listenUrl).toBe('http://127.0.0.1:7401/listen');
    const dato = { DATOCMS_API_URL: 'https://graphql.datocms.com/', DATOCMS_API_TOKEN: 't' };
    expect(parseConfig(dato).content.listenUrl).toBe('https://graphql-listen.datocms.com');
    expect(parseConfig({ DATOCMS_API_URL: 'https://cms.example.com', DATOCMS_API_TOKEN: 't' }).content.listenUrl).toBe('https://cms.example.com/listen');
    expect(parseConfig({ ...dato, DATOCMS_LISTEN_URL: 'https://listen.example.com/' }).content.listenUrl).toBe('https://listen.example.com');
    expect(() => parseConfig({ DATOCMS_LISTEN_URL: 'ws://x' })).toThrow(/DATOCMS_LISTEN_URL/);
  });

  it('asks for Content Link with the local editor by default, with DatoCMS only given DATOCMS_BASE_EDITING_URL', () => {
    expect(parseConfig({}).content.baseEditingUrl).toBe('http://127.0.0.1:7401');
    const dato = { DATOCMS_API_URL: 'https://graphql.datocms.com/', DATOCMS_API_TOKEN: 't' };
    expect(parseConfig(dato).content.baseEditingUrl).toBeUndefined();
    expect(parseConfig({ ...dato, DATOCMS_BASE_EDITING_URL: 'https://glans.admin.datocms.com/environments/main/' }).content.baseEditingUrl).toBe(
      'https://glans.admin.datocms.com/environments/main',
    );
    expect(() => parseConfig({ DATOCMS_BASE_EDITING_URL: 'glans.admin.datocms.com' })).toThrow(/DATOCMS_BASE_EDITING_URL/);
  });

  it('takes the shared Redis of several instances as a redis:// or rediss:// URL, and refuses anything else', () => {
    expect(parseConfig({}).redisUrl).toBeUndefined();
    expect(parseConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(parseConfig({ REDIS_URL: 'rediss://user:pw@cache.example.com:6380/1' }).redisUrl).toBe('rediss://user:pw@cache.example.com:6380/1');
    expect(() => parseConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => parseConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('never takes the demo editor secrets in production: unset or set to a demo value, no secret matches', () => {
    expect(parseConfig({}).draftModeSecret).toBe(LOCAL_DRAFT_MODE_SECRET);
    expect(parseConfig({ NODE_ENV: 'test' }).revalidateSecret).toBe(LOCAL_REVALIDATE_SECRET);
    const unset = parseConfig({ NODE_ENV: 'production' });
    expect([unset.draftModeSecret, unset.revalidateSecret]).toEqual(['', '']);
    for (const demo of [LOCAL_DRAFT_MODE_SECRET, LOCAL_REVALIDATE_SECRET, LOCAL_CONTENT_ADMIN_TOKEN]) {
      const config = parseConfig({ NODE_ENV: 'production', DRAFT_MODE_SECRET: demo, REVALIDATE_SECRET: demo });
      expect([config.draftModeSecret, config.revalidateSecret]).toEqual(['', '']);
    }
    const own = parseConfig({ NODE_ENV: 'production', DRAFT_MODE_SECRET: 'a-secret-of-our-own', REVALIDATE_SECRET: 'another-one' });
    expect([own.draftModeSecret, own.revalidateSecret]).toEqual(['a-secret-of-our-own', 'another-one']);
  });

  it('names the bad variable', () => {
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => parseConfig({ COMMERCE_API_URL: 'ftp://x' })).toThrow(/COMMERCE_API_URL/);
  });

  it('names the missing companion variable of a real service', () => {
    expect(() => parseConfig({ DATOCMS_API_URL: 'https://graphql.example.com' })).toThrow(/DATOCMS_API_TOKEN/);
    expect(() => parseConfig({ ALGOLIA_APP_ID: 'APP' })).toThrow(/ALGOLIA_SEARCH_API_KEY/);
  });

  it('treats empty values as unset', () => {
    expect(parseConfig({ DATOCMS_API_URL: '', PORT: '3000' }).localServices.content).toBe(true);
  });
});
