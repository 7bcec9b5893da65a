import type { HeaderSearchResultsProps } from '@/components/listing/header-search-results';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import { translate } from '@/lib/content/translate';
import type { Storefront } from '@/lib/storefronts';
import { DropdownStoreProvider } from '@/stores/dropdown-store';
import { BasketLink } from '@/components/basket/basket-link';
import { GlansLogo } from './glans-logo';
import { pickHeaderMenus, type HeaderMenuData } from './header-menus';
import { DismissSlot, LanguageSlot, SearchSlot } from './header-slots';
import { MegaMenu } from './mega-menu';
import { MobileMenuButton } from './mega-menu-controls';
import { IntentLink } from './prefetch-policy';
import styles from './site-header.module.css';

interface SiteHeaderProps {
  dictionary: Dictionary;
  /** The header menus of the global data: the first opens products, the second brands. */
  menus: HeaderMenuData[];
  /** The language switcher's storefronts (`lib/storefronts.ts`), resolved on the server. */
  storefronts: Storefront[];
  basketHref: string;
  /** The search panel's results: hits as the shopper types (drawn by the header's deferred code). */
  searchResults?: HeaderSearchResultsProps;
  /** The search page the panel's form leads to. */
  searchHref?: string | null;
}

const NAV_ID = 'site-menu';

/**
 * The site header (docs/shop.md, The shell): skip link, product and brand mega-menus, the wordmark, the search panel, the
 * language switcher and the basket link with its live count (`components/basket`, which needs the root
 * layout's BasketProvider for the count). The dropdowns share one exclusive state (`stores/dropdown-store`).
 * Server component; the interactive parts are client leaves. What is needed only once a dropdown is open
 * (the search panel, the language list, closing from outside) loads after the page (`header-slots.tsx`).
 */
export function SiteHeader({ dictionary, menus, storefronts, basketHref, searchResults, searchHref }: SiteHeaderProps) {
  const headerMenus = pickHeaderMenus(menus);
  return (
    <DropdownStoreProvider>
      <header className={styles.header}>
        <a className={styles.skip} href="#main">
          {translate(dictionary, 'skipToContent')}
        </a>
        <div className={`container ${styles.bar}`}>
          <div className={styles.start}>
            <MobileMenuButton label={translate(dictionary, 'menu')} closeLabel={translate(dictionary, 'closeMenu')} navId={NAV_ID} menus={headerMenus.map(({ type }) => ({ type }))} />
            <MegaMenu id={NAV_ID} label={translate(dictionary, 'mainNavigation')} menus={headerMenus} />
          </div>
          <IntentLink href="/" className={styles.logo} aria-label={`${translate(dictionary, 'siteName')} – ${translate(dictionary, 'home')}`}>
            <GlansLogo />
          </IntentLink>
          <div className={styles.tools}>
            <SearchSlot
              labels={{
                search: translate(dictionary, 'search'),
                placeholder: translate(dictionary, 'searchPlaceholder'),
                submit: translate(dictionary, 'searchSubmitTitle'),
                close: translate(dictionary, 'closeSearch'),
                results: translate(dictionary, 'searchResults'),
              }}
              searchHref={searchHref}
              results={searchResults}
            />
            <LanguageSlot
              storefronts={storefronts.map(({ labelKey, ...storefront }) => ({ ...storefront, label: translate(dictionary, labelKey) }))}
              labels={{ language: translate(dictionary, 'language'), chooseCountry: translate(dictionary, 'chooseCountry') }}
            />
            <BasketLink href={basketHref} label={translate(dictionary, 'basket')} countLabel={translate(dictionary, 'basketCount')} countLabelOne={translate(dictionary, 'basketCountOne')} />
          </div>
        </div>
      </header>
      <DismissSlot />
    </DropdownStoreProvider>
  );
}
