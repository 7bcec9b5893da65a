import { articleExists } from './articles';
import { categoryExists } from './categories';
import { getSpecialSlugs } from './global-data';
import type { PathLookups } from './resolve-path';

/** The content service behind the path resolver (docs/shop.md, Addresses). */
export const contentPathLookups: PathLookups = {
  specialSlugs: getSpecialSlugs,
  categoryExists,
  blogArticleExists: (slug) => articleExists('blog', slug),
  faqArticleExists: (slug) => articleExists('faq', slug),
  termsArticleExists: (slug) => articleExists('termsOfBusiness', slug),
};
