import type { MetadataRoute } from 'next';
import { getConfig } from '@/lib/config';
import { listArticles } from '@/lib/content/articles';
import { getAllCategories } from '@/lib/content/categories';
import { getGlobalData } from '@/lib/content/global-data';
import { buildLink } from '@/lib/content/links';
import { getAllProductPaths } from '@/lib/content/products';
import { SPECIAL_PAGE_KEYS, type SpecialPageKey } from '@/lib/content/special-pages';

/** Every category, product family and article, plus the browsable special pages. */
const UNLISTED: SpecialPageKey[] = ['cart', 'checkout', 'checkoutCompleted'];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const siteUrl = getConfig().siteUrl;
  const url = (path: string) => new URL(path, `${siteUrl}/`).toString();
  const [global, categories, products, blog, faq, terms] = await Promise.all([
    getGlobalData(),
    getAllCategories(),
    getAllProductPaths(),
    listArticles('blog'),
    listArticles('faq'),
    listArticles('termsOfBusiness'),
  ]);
  const slugs = global.slugs;
  const pages = SPECIAL_PAGE_KEYS.filter((key) => !UNLISTED.includes(key) && slugs[key]).map((key) => ({ url: url(buildLink({ slug: slugs[key] }, slugs)) }));
  return [
    { url: url('/'), changeFrequency: 'daily', priority: 1 },
    ...pages,
    ...categories.map((category) => ({ url: url(category.href), lastModified: category.updatedAt, changeFrequency: 'daily' as const, priority: 0.8 })),
    ...products.map((product) => ({
      url: url(buildLink({ slug: product.familySlug, modelApiKey: 'product_family', parent: { slug: product.categorySlug } }, slugs)),
      lastModified: product.updatedAt,
      priority: 0.6,
    })),
    ...[...blog, ...faq, ...terms].map((article) => ({ url: url(article.href), lastModified: article.publishDate ?? undefined })),
  ];
}
