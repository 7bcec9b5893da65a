import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { sans, serif } from './fonts';
import { SITE_LANGUAGE } from '@/lib/constants';
import { getConfig } from '@/lib/config';
import { mergeDictionary } from '@/lib/content/dictionary';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(getConfig().siteUrl),
  title: { default: 'Glans – smycken och accessoarer', template: '%s | Glans' },
  description: 'Smycken och accessoarer i guld, silver och pärla.',
  applicationName: 'Glans',
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#fbf8f3',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  const dictionary = mergeDictionary(null);
  return (
    <html lang={SITE_LANGUAGE} className={`${sans.variable} ${serif.variable}`}>
      <body>
        <SiteHeader dictionary={dictionary} navigation={[]} basketHref="/varukorg/" />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter dictionary={dictionary} columns={[]} customerServiceText="" contactText="" />
      </body>
    </html>
  );
}
