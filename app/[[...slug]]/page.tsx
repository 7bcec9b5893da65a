import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { toNextMetadata } from 'react-datocms';
import { getConfig } from '@/lib/config';
import { getAllCategories } from '@/lib/content/categories';
import { listArticles } from '@/lib/content/articles';
import { getGlobalData } from '@/lib/content/global-data';
import { pathSegments } from '@/lib/content/resolve-path';
import { getScreenData, type ScreenData } from '@/lib/content/screen-data';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/content/structured-data';
import { SPECIAL_PAGE_KEYS } from '@/lib/content/special-pages';
import type { SeoMetaTag } from '@/lib/content/types';
import { JsonLd } from '@/components/content/json-ld';
import { AboutPage } from '@/components/screens/about-page';
import { AllBrandsPage } from '@/components/screens/all-brands-page';
import { BlogArticlePage } from '@/components/screens/blog-article-page';
import { BlogListingPage } from '@/components/screens/blog-listing-page';
import { CartPage } from '@/components/screens/cart-page';
import { CheckoutCompletePage } from '@/components/screens/checkout-complete-page';
import { CheckoutPage } from '@/components/screens/checkout-page';
import { ContactPage } from '@/components/screens/contact-page';
import { FaqArticlePage } from '@/components/screens/faq-article-page';
import { FaqListingPage } from '@/components/screens/faq-listing-page';
import { GiftWrappingPage } from '@/components/screens/gift-wrapping-page';
import { HomePage } from '@/components/screens/home-page';
import { ProductCategoryPage } from '@/components/screens/product-category-page';
import { ProductDetailsPage } from '@/components/screens/product-details-page';
import { TermsArticlePage } from '@/components/screens/terms-article-page';
import { TermsListingPage } from '@/components/screens/terms-listing-page';

/**
 * The catch-all (spec 2.1, 2.2): every content path is resolved here and rendered by its screen. Browse
 * pages are prerendered or rendered once and then served from Next's cache until the content webhook
 * revalidates their tags; a product page reads `?variantId=` and renders per request from cached content.
 */

interface PageProps {
  params: Promise<{ slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function pathOf(slug: string[] | undefined): string {
  return pathSegments(slug ?? []).join('/');
}

/** The most important paths are prerendered by `next build`: home, special pages, categories, articles. */
export async function generateStaticParams(): Promise<{ slug: string[] }[]> {
  const [global, categories, blog, faq, terms] = await Promise.all([
    getGlobalData(),
    getAllCategories(),
    listArticles('blog'),
    listArticles('faq'),
    listArticles('termsOfBusiness'),
  ]);
  const paths: string[][] = [[]];
  for (const key of SPECIAL_PAGE_KEYS) if (global.slugs[key]) paths.push([global.slugs[key]]);
  for (const category of categories) paths.push(category.parentSlug ? [category.parentSlug, category.slug] : [category.slug]);
  for (const article of [...blog, ...faq, ...terms]) paths.push(article.href.split('/').filter(Boolean));
  return paths.map((slug) => ({ slug }));
}

function seoMetadata(tags: SeoMetaTag[], canonical: string): Metadata {
  const metadata = toNextMetadata(tags.map((tag) => ({ tag: tag.tag, attributes: tag.attributes, content: tag.content })) as Parameters<typeof toNextMetadata>[0]);
  return { ...metadata, alternates: { canonical } };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const data = await getScreenData(pathOf((await params).slug));
  switch (data.screen) {
    case 'home':
      return seoMetadata(data.page.seo, '/');
    case 'special':
      return seoMetadata(data.page.seo, data.page.href);
    case 'category':
      return seoMetadata(data.category.seo, data.category.href);
    case 'article':
      return seoMetadata(data.article.seo, data.article.href);
    case 'product':
      return seoMetadata(data.family.seo, data.family.href);
    case 'not_found':
      return {};
  }
}

export default async function CatchAllPage({ params, searchParams }: PageProps) {
  const data = await getScreenData(pathOf((await params).slug));
  if (data.screen === 'not_found') notFound();
  const global = await getGlobalData();
  return <Screen data={data} global={global} searchParams={searchParams} />;
}

async function Screen({
  data,
  global,
  searchParams,
}: {
  data: Exclude<ScreenData, { screen: 'not_found' }>;
  global: Awaited<ReturnType<typeof getGlobalData>>;
  searchParams: PageProps['searchParams'];
}) {
  const { dictionary, slugs } = global;
  const siteUrl = getConfig().siteUrl;
  switch (data.screen) {
    case 'home':
      return (
        <HomePage
          page={data.page}
          latestArticles={data.latestArticles}
          featuredCategories={data.featuredCategories}
          brands={data.brands}
          dictionary={dictionary}
          blogHref={`/${slugs.blog}/`}
          allBrandsHref={`/${slugs.allBrands}/`}
        />
      );
    case 'category':
      return (
        <>
          <JsonLd data={breadcrumbJsonLd(data.category.breadcrumbs, siteUrl)} />
          <ProductCategoryPage category={data.category} dictionary={dictionary} />
        </>
      );
    case 'product': {
      const variantId = (await searchParams).variantId;
      return (
        <>
          <JsonLd data={productJsonLd(data.family, siteUrl)} />
          <JsonLd data={breadcrumbJsonLd(data.family.breadcrumbs, siteUrl)} />
          <ProductDetailsPage family={data.family} selectedVariantId={typeof variantId === 'string' ? variantId : null} dictionary={dictionary} now={new Date()} />
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
          return <FaqListingPage page={data.page} articles={data.articles} dictionary={dictionary} />;
        case 'termsOfBusiness':
          return <TermsListingPage page={data.page} articles={data.articles} dictionary={dictionary} />;
        case 'cart':
          return <CartPage page={data.page} dictionary={dictionary} />;
        case 'checkout':
          return <CheckoutPage page={data.page} dictionary={dictionary} />;
        case 'giftWrapping':
          return <GiftWrappingPage page={data.page} dictionary={dictionary} />;
        case 'checkoutCompleted':
          return <CheckoutCompletePage page={data.page} dictionary={dictionary} />;
      }
  }
}
