import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { outagePageHtml, wantsOutageAnswer } from '@/lib/content/content-outage';
import { dictionaryDefaults } from '@/lib/content/dictionary-defaults';
import { DOWN_FOR_MS, isContentDown, markContentFailure, markContentSuccess } from '@/lib/content/health';
import { DICTIONARY_SV } from '@/services/seed/dictionary-sv';

describe('the content service health verdict', () => {
  it('is down after a failure, up again after a later success, and forgets a failure after a while', () => {
    const start = 1_000_000_000;
    markContentSuccess(start);
    expect(isContentDown(start)).toBe(false);
    markContentFailure(start + 10);
    expect(isContentDown(start + 20)).toBe(true);
    expect(isContentDown(start + 10 + DOWN_FOR_MS)).toBe(false);
    markContentFailure(start + 30);
    markContentSuccess(start + 40);
    expect(isContentDown(start + 50)).toBe(false);
  });
});

describe('the page answered while the content service is down', () => {
  it('speaks the content dictionary, links home and back to the page, and carries no script', () => {
    const html = outagePageHtml(DICTIONARY_SV, '/ringar/ring-a/?variantId=1&x=<y>');
    expect(html).toContain('<html lang="sv">');
    expect(html).toMatch(/<h1[^>]*>Något gick fel<\/h1>/);
    expect(html).toContain('Vi kan inte hämta butikens innehåll just nu. Försök igen om en minut.');
    expect(html).toContain('Felkod 503');
    expect(html).toMatch(/<a href="\/"[^>]*>Till startsidan<\/a>/);
    expect(html).toContain('href="/ringar/ring-a/?variantId=1&#38;x=&#60;y&#62;"');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<style');
  });

  it('falls back to the spec’s English defaults when no dictionary is known', () => {
    const html = outagePageHtml(null, '/');
    expect(html).toContain(dictionaryDefaults.errorHeadline);
    expect(html).toContain('Error code 503');
  });

  it('answers document loads only, not the router’s fetches or other methods', () => {
    const at = (init: { method?: string; headers?: Record<string, string> }) => new NextRequest('http://localhost/ringar/', init);
    expect(wantsOutageAnswer(at({ headers: { 'sec-fetch-dest': 'document' } }))).toBe(true);
    expect(wantsOutageAnswer(at({}))).toBe(true);
    expect(wantsOutageAnswer(at({ headers: { rsc: '1' } }))).toBe(false);
    expect(wantsOutageAnswer(at({ headers: { 'sec-fetch-dest': 'empty' } }))).toBe(false);
    expect(wantsOutageAnswer(at({ method: 'POST' }))).toBe(false);
  });
});
