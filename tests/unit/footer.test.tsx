// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactParts, telHref } from '@/components/layout/contact-links';
import { SiteFooter } from '@/components/layout/site-footer';
import { mergeDictionary } from '@/lib/content/dictionary';
import { DICTIONARY_SV } from '@/services/seed/dictionary-sv';
import { generateCatalogue } from '@/services/seed/generate';

/** The footer (issue 25): social links from the content, one word for customer service, mailto/tel links. */

vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch: () => {} }),
}));

afterEach(cleanup);

describe('contact texts', () => {
  it('link e-mail addresses and phone numbers, and leave postal codes and hours as text', () => {
    expect(contactParts('Vardagar 9–17\nkundservice@glans.example\n08-123 45 67')).toEqual([
      { kind: 'text', text: 'Vardagar 9–17\n' },
      { kind: 'email', text: 'kundservice@glans.example', href: 'mailto:kundservice@glans.example' },
      { kind: 'text', text: '\n' },
      { kind: 'phone', text: '08-123 45 67', href: 'tel:+4681234567' },
    ]);
    expect(contactParts('Glans Smycken AB\nBiblioteksgatan 12\n111 46 Stockholm')).toEqual([{ kind: 'text', text: 'Glans Smycken AB\nBiblioteksgatan 12\n111 46 Stockholm' }]);
  });

  it('write a phone number as a tel: address with the country code', () => {
    expect(telHref('+46 8 123 45 67')).toBe('tel:+4681234567');
    expect(telHref('070-123 45 67')).toBe('tel:+46701234567');
    expect(telHref('111 46')).toBeNull();
  });
});

describe('the footer', () => {
  const catalogue = generateCatalogue({ referenceDate: '2026-11-21' });
  const footer = catalogue.global.footer;

  it('shows the social links of the content and the customer service with links, under one name', () => {
    render(
      <SiteFooter
        dictionary={mergeDictionary(DICTIONARY_SV)}
        columns={footer.columns.map((column) => ({ title: column.title, links: [] }))}
        customerServiceText={footer.customerServiceText}
        contactText={footer.contactText}
        social={footer.social}
      />,
    );
    const social = screen.getByRole('list', { name: 'Följ oss' });
    expect(within(social).getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual(['Glans på Facebook', 'Glans på Instagram', 'Glans på Pinterest', 'Glans på TikTok']);
    expect(screen.getByRole('link', { name: 'kundservice@glans.example' }).getAttribute('href')).toBe('mailto:kundservice@glans.example');
    expect(screen.getByRole('link', { name: '08-123 45 67' }).getAttribute('href')).toBe('tel:+4681234567');
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent ?? '');
    expect(headings.filter((text) => /kund(service|tjänst)/i.test(text))).toEqual(['Kundservice']);
  });

  it('says customer service with one word across the demo content', () => {
    const texts = JSON.stringify([catalogue.pages, catalogue.articles, catalogue.global]);
    expect(texts).not.toMatch(/kundtjänst/i);
  });
});
