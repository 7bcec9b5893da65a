import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { sans, serif } from './fonts';
import { SITE_LANGUAGE } from '@/lib/constants';
import { getConfig } from '@/lib/config';
import { getGlobalData } from '@/lib/content/global-data';
import { buildLink } from '@/lib/content/links';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { ErrorTextsProvider } from '@/components/layout/error-texts';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const { dictionary } = await getGlobalData();
  return {
    metadataBase: new URL(getConfig().siteUrl),
    title: { default: `${dictionary.siteName} – ${dictionary.siteTagline}`, template: `%s | ${dictionary.siteName}` },
    applicationName: dictionary.siteName,
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#fbf8f3',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const global = await getGlobalData();
  const { dictionary, slugs, footer } = global;
  // The product menu's groups (one per top category) as plain links; the header issue makes them mega-menus.
  const productsMenu = global.header.menus.find((menu) => menu.type === 'products');
  const navigation = (productsMenu?.groups ?? []).flatMap((group) => (group.links[0] ? [{ label: group.title, href: group.links[0].href }] : []));
  return (
    <html lang={SITE_LANGUAGE} className={`${sans.variable} ${serif.variable}`}>
      <body>
        <SiteHeader dictionary={dictionary} navigation={navigation} basketHref={buildLink({ slug: slugs.cart }, slugs)} />
        <main id="main" tabIndex={-1}>
          <ErrorTextsProvider
            texts={{ errorHeadline: dictionary.errorHeadline, errorText: dictionary.errorText, errorButtonText: dictionary.errorButtonText, tryAgain: dictionary.tryAgain }}
          >
            {children}
          </ErrorTextsProvider>
        </main>
        <SiteFooter dictionary={dictionary} columns={footer.columns} customerServiceText={footer.customerServiceText} contactText={footer.contactText} />
      </body>
    </html>
  );
}
