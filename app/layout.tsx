import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { sans, serif } from './fonts';
import { SITE_LANGUAGE } from '@/lib/constants';
import { getConfig } from '@/lib/config';
import { getGlobalData } from '@/lib/content/global-data';
import { isPreview } from '@/lib/content/preview';
import { buildLink } from '@/lib/content/links';
import { getStorefronts } from '@/lib/storefronts';
import { getSearchPage } from '@/lib/content/search-page';
import { searchClientConfig } from '@/lib/search/search-client';
import { headerSearchTexts } from '@/components/listing/listing-texts';
import { BasketHubProvider } from '@/components/basket/basket-hub';
import { basketProviderProps } from '@/components/basket/basket-slots';
import { ShellEffects } from '@/components/layout/shell-effects';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { PreviewBarFrame } from '@/components/layout/preview-bar-frame';
import { PreviewBarLazy, VisualEditingLazy } from '@/components/preview/preview-lazy';
import { ErrorTextsProvider } from '@/components/layout/error-texts';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const { dictionary } = await getGlobalData();
  return {
    metadataBase: new URL(getConfig().siteUrl),
    // The content service's SEO tags give each page its whole title, the site's suffix included (DatoCMS's
    // `_seoMetaTags`), so the template adds nothing ("Ringar – Glans", not "Ringar – Glans | Glans").
    title: { default: `${dictionary.siteName} – ${dictionary.siteTagline}`, template: '%s' },
    applicationName: dictionary.siteName,
    // The icons in public/: the favicon (16-48 px) and the vector for browsers that take it, the touch icon
    // for iOS home screens; the manifest (app/manifest.ts) lists the larger ones.
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '48x48' },
        { url: '/icon.svg', type: 'image/svg+xml' },
      ],
      apple: [{ url: '/apple-touch-icon.png', sizes: '180x180' }],
    },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#fbf8f3',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [global, preview] = await Promise.all([getGlobalData(), isPreview()]);
  const { dictionary, slugs, footer } = global;
  const searchPage = await getSearchPage();
  return (
    // Hash links scroll smoothly; `data-scroll-behavior` lets Next turn that off while it changes routes.
    <html lang={SITE_LANGUAGE} className={`${sans.variable} ${serif.variable}`} data-scroll-behavior="smooth" style={{ scrollBehavior: 'smooth' }}>
      <body>
        {preview ? (
          <PreviewBarLazy
            frame={<PreviewBarFrame label={dictionary.previewBar} exitLabel={dictionary.exitPreview} />}
            label={dictionary.previewBar}
            exitLabel={dictionary.exitPreview}
            liveTexts={{
              connecting: dictionary.previewLiveConnecting,
              live: dictionary.previewLive,
              reconnecting: dictionary.previewLiveReconnecting,
              disconnected: dictionary.previewLiveDisconnected,
              refused: dictionary.previewLiveRefused,
              error: dictionary.previewLiveError,
            }}
          />
        ) : null}
        {/* Click-to-edit's overlays and the bar's code, loaded in the browser only when rendered (draft mode). */}
        {preview ? <VisualEditingLazy /> : null}
        <ShellEffects dictionary={dictionary} />
        {/* One basket for the header's live count and every basket feature of the page; the store's code comes
            after the page, or with the screen that uses it (components/basket/basket-hub.tsx). */}
        <BasketHubProvider {...await basketProviderProps()}>
          <SiteHeader
            dictionary={dictionary}
            menus={global.header.menus}
            storefronts={getStorefronts()}
            basketHref={buildLink({ slug: slugs.cart }, slugs)}
            searchHref={searchPage?.href ?? null}
            searchResults={{ config: searchClientConfig(getConfig().search), texts: headerSearchTexts(dictionary), searchHref: searchPage?.href ?? null }}
          />
          <main id="main" tabIndex={-1}>
            <ErrorTextsProvider
              texts={{
                errorHeadline: dictionary.errorHeadline,
                errorText: dictionary.errorText,
                errorButtonText: dictionary.errorButtonText,
                tryAgain: dictionary.tryAgain,
                errorStatus: dictionary.errorStatus,
                errorContentUnavailable: dictionary.errorContentUnavailable,
              }}
            >
              {children}
            </ErrorTextsProvider>
          </main>
        </BasketHubProvider>
        <SiteFooter dictionary={dictionary} columns={footer.columns} customerServiceText={footer.customerServiceText} contactText={footer.contactText} social={footer.social} />
      </body>
    </html>
  );
}
