import type { Metadata } from 'next';
import { toNextMetadata } from 'react-datocms';
import { getConfig } from '@/lib/config';
import { getGlobalData } from '@/lib/content/global-data';
import { blogFeedPath, buildLink } from '@/lib/content/links';
import { getProductFamily } from '@/lib/content/products';
import type { ScreenData } from '@/lib/content/screen-data';
import { articleJsonLd, breadcrumbJsonLd, productJsonLd, webSiteJsonLd } from '@/lib/content/structured-data';
import { getSearchPage } from '@/lib/content/search-page';
import { QUERY_URL_KEY } from '@/lib/search/listing-setup';
import type { SeoMetaTag, SpecialPage } from '@/lib/content/types';
import { blogFeedTitle } from '@/components/content/blog-atom-feed';
import { JsonLd } from '@/components/content/json-ld';
import { withoutRepeatedSiteName } from '@/lib/content/seo-title';
import { notFoundMetadata } from './not-found-metadata';
import { AddToBasketSlot, BasketSlot, GIFT_WRAPPING_FAMILY_SLUG, GiftWrappingSlot } from '@/components/basket/basket-screen-slots';
import { CheckoutSlot, OrderSlot } from '@/components/checkout/checkout-slots';
import { CategoryListing } from '@/components/listing/category-listing';
import type { ListingRoute } from '@/lib/search/listing-address';
import { AboutPage } from './about-page';
import { AllBrandsPage } from './all-brands-page';
import { BlogArticlePage } from './blog-article-page';
import { BlogListingPage } from './blog-listing-page';
import { CartPage } from './cart-page';
import { CheckoutCompletePage } from './checkout-complete-page';
import { CheckoutPage } from './checkout-page';
import { ContactPage } from './contact-page';
import { FaqArticlePage } from './faq-article-page';
import { ArticleListingPage } from './article-listing-page';
import { GiftWrappingPage } from './gift-wrapping-page';
import { HomeNewProducts } from './home-new-products';
import { HomePage } from './home-page';
import { ProductCategoryPage } from './product-category-page';
import { ProductDetailsPage } from './product-details-page';
import { TermsArticlePage } from './terms-article-page';

/**
 * A resolved content path rendered by its screen (docs/shop.md, Addresses), with the basket, checkout and order parts in
 * their slots. Shared by the catch-all route, the per-variant product route and the listing-state route.
 */

type Alternates = NonNullable<Metadata['alternates']>;

function seoMetadata(tags: SeoMetaTag[], canonical: string, siteName: string, types?: Alternates['types']): Metadata {
  const titled = tags.map((tag) => ({ tag: tag.tag, attributes: tag.attributes, content: tag.tag === 'title' && tag.content ? withoutRepeatedSiteName(tag.content, siteName) : tag.content }));
  const metadata = toNextMetadata(titled as Parameters<typeof toNextMetadata>[0]);
  return { ...metadata, alternates: { canonical, ...(types ? { types } : {}) } };
}

/** The blog's Atom feed, announced in the `<head>` of the blog listing and of every blog article. */
async function blogFeedAlternate(listing: SpecialPage | null): Promise<Alternates['types']> {
  if (!listing) return undefined;
  const { slugs, dictionary } = await getGlobalData();
  return { 'application/atom+xml': [{ url: blogFeedPath(slugs), title: blogFeedTitle(listing, dictionary) }] };
}

/** Metadata of a screen: its SEO tags and canonical URL, or a 404's title when the path resolved to nothing. */
export async function screenMetadata(data: ScreenData): Promise<Metadata> {
  const { dictionary } = await getGlobalData();
  switch (data.screen) {
    case 'home':
      return seoMetadata(data.page.seo, '/', dictionary.siteName);
    case 'special':
      return seoMetadata(data.page.seo, data.page.href, dictionary.siteName, data.key === 'blog' ? await blogFeedAlternate(data.page) : undefined);
    case 'category':
      return seoMetadata(data.category.seo, data.category.href, dictionary.siteName);
    case 'article':
      return seoMetadata(data.article.seo, data.article.href, dictionary.siteName, data.article.kind === 'blog' ? await blogFeedAlternate(data.listing) : undefined);
    case 'product':
      return seoMetadata(data.family.seo, data.family.href, dictionary.siteName);
    case 'not_found':
      return notFoundMetadata(dictionary);
  }
}

interface ContentScreenProps {
  data: Exclude<ScreenData, { screen: 'not_found' }>;
  selectedVariantId: string | null;
  /** A listing state from the address, for a category page rendered per request (app/listing-state). */
  listingRoute?: ListingRoute;
}

export async function ContentScreen({ data, selectedVariantId, listingRoute }: ContentScreenProps) {
  const global = await getGlobalData();
  const { dictionary, slugs } = global;
  const siteUrl = getConfig().siteUrl;
  switch (data.screen) {
    case 'home':
      return (
        <>
          <JsonLd data={webSiteJsonLd({ url: siteUrl, name: dictionary.siteName, searchHref: (await getSearchPage())?.href ?? null, queryKey: QUERY_URL_KEY })} />
          <HomePage
            page={data.page}
            latestArticles={data.latestArticles}
            featuredCategories={data.featuredCategories}
            brands={data.brands}
            dictionary={dictionary}
            blogHref={`/${slugs.blog}/`}
            allBrandsHref={`/${slugs.allBrands}/`}
            newProductsSlot={data.newProductsPage ? <HomeNewProducts page={data.newProductsPage} dictionary={dictionary} /> : null}
          />
        </>
      );
    case 'category':
      return (
        <>
          <JsonLd data={breadcrumbJsonLd(data.category.breadcrumbs, siteUrl)} />
          <ProductCategoryPage category={data.category} dictionary={dictionary} listingSlot={<CategoryListing category={data.category} dictionary={dictionary} route={listingRoute} />} />
        </>
      );
    case 'product': {
      return (
        <>
          <JsonLd data={productJsonLd(data.family, siteUrl)} />
          <JsonLd data={breadcrumbJsonLd(data.family.breadcrumbs, siteUrl)} />
          <ProductDetailsPage
            family={data.family}
            selectedVariantId={selectedVariantId}
            dictionary={dictionary}
            shipping={global.shipping}
            now={new Date()}
            addToBasketSlot={
              <AddToBasketSlot
                family={data.family}
                selectedVariantId={selectedVariantId}
                dictionary={dictionary}
                basketHref={buildLink({ slug: slugs.cart }, slugs)}
              />
            }
          />
        </>
      );
    }
    case 'article': {
      const listingTitle = data.listing?.title ?? '';
      const crumbs = <JsonLd data={breadcrumbJsonLd(data.article.breadcrumbs, siteUrl)} />;
      if (data.article.kind === 'blog')
        return (
          <>
            {crumbs}
            <JsonLd data={articleJsonLd(data.article, { url: siteUrl, name: dictionary.siteName, logo: '/icon-512.png' })} />
            <BlogArticlePage article={data.article} dictionary={dictionary} moreArticles={data.siblings} blogHref={data.listing?.href} />
          </>
        );
      if (data.article.kind === 'faq')
        return (
          <>
            {crumbs}
            <FaqArticlePage article={data.article} dictionary={dictionary} otherArticles={data.siblings} otherArticlesTitle={listingTitle} />
          </>
        );
      return (
        <>
          {crumbs}
          <TermsArticlePage article={data.article} dictionary={dictionary} otherArticles={data.siblings} otherArticlesTitle={listingTitle} />
        </>
      );
    }
    case 'special':
      switch (data.key) {
        case 'about':
          return <AboutPage page={data.page} dictionary={dictionary} />;
        case 'contact':
          return <ContactPage page={data.page} dictionary={dictionary} contactText={global.footer.contactText} customerServiceText={global.footer.customerServiceText} />;
        case 'allBrands':
          return <AllBrandsPage page={data.page} brands={data.brands} dictionary={dictionary} />;
        case 'blog':
          return <BlogListingPage page={data.page} articles={data.articles} dictionary={dictionary} />;
        case 'faq':
          return <ArticleListingPage page={data.page} articles={data.articles} dictionary={dictionary} />;
        case 'termsOfBusiness':
          return <ArticleListingPage page={data.page} articles={data.articles} dictionary={dictionary} />;
        case 'cart':
          return (
            <CartPage
              page={data.page}
              dictionary={dictionary}
              shipping={global.shipping}
              basketSlot={
                <BasketSlot dictionary={dictionary} checkoutHref={buildLink({ slug: slugs.checkout }, slugs)} giftWrappingHref={buildLink({ slug: slugs.giftWrapping }, slugs)} />
              }
            />
          );
        case 'checkout':
          return <CheckoutPage page={data.page} dictionary={dictionary} checkoutSlot={<CheckoutSlot dictionary={dictionary} basketHref={buildLink({ slug: slugs.cart }, slugs)} />} />;
        case 'giftWrapping':
          return (
            <GiftWrappingPage
              page={data.page}
              dictionary={dictionary}
              giftWrappingSlot={
                <GiftWrappingSlot
                  dictionary={dictionary}
                  family={await getProductFamily(GIFT_WRAPPING_FAMILY_SLUG)}
                  basketHref={buildLink({ slug: slugs.cart }, slugs)}
                  checkoutHref={buildLink({ slug: slugs.checkout }, slugs)}
                />
              }
            />
          );
        case 'checkoutCompleted':
          return (
            <CheckoutCompletePage
              page={data.page}
              dictionary={dictionary}
              renderOrder={(page, content) => (
                <OrderSlot dictionary={dictionary} page={page}>
                  {content}
                </OrderSlot>
              )}
            />
          );
      }
  }
}
