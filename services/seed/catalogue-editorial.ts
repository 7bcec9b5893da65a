import { formatMoney } from '../../lib/format';
import { PRICING } from '../commerce/settings';
import type { Article, Coupon, GlobalConfiguration, MenuGroup, SpecialPage, SpecialPageKey, StructuredTextBlock, StructuredTextLink } from './catalogue-types';
import type { ProductCatalogue } from './catalogue-products';
import { SWEDISH_STORE } from './catalogue-products';
import type { IdSource } from './id-source';
import { dast, structuredText } from './dast';
import { DICTIONARY_SV } from './dictionary-sv';
import { BLOG_TEXTS, FAQ_TEXTS, TERMS_TEXTS, type ArticleText } from './editorial-texts';
import type { MediaRegistry } from './media-registry';
import { daysBefore, type Random, slugify } from './random';
import { countWord } from './vocabulary';

/** The editorial side of the demo: articles, special pages, global configuration and coupons. */

export const SPECIAL_SLUGS: Record<SpecialPageKey, string> = {
  frontPage: '',
  about: 'om-oss',
  contact: 'kontakt',
  blog: 'blogg',
  faq: 'vanliga-fragor',
  termsOfBusiness: 'kopvillkor',
  cart: 'varukorg',
  checkout: 'kassa',
  giftWrapping: 'presentinslagning',
  checkoutCompleted: 'orderbekraftelse',
  allBrands: 'varumarken',
};

export const PAGE_MODEL_KEYS: Record<SpecialPageKey, string> = {
  frontPage: 'front_page',
  about: 'about_page',
  contact: 'contact_page',
  blog: 'blog_listing_page',
  faq: 'faq_listing_page',
  termsOfBusiness: 'terms_of_business_listing_page',
  cart: 'cart_page',
  checkout: 'checkout_page',
  giftWrapping: 'gift_wrapping_page',
  checkoutCompleted: 'checkout_completed_page',
  allBrands: 'all_brands_page',
};

export interface Editorial {
  articles: { blog: Article[]; faq: Article[]; termsOfBusiness: Article[] };
  pages: Record<SpecialPageKey, SpecialPage>;
  global: GlobalConfiguration;
  coupons: Coupon[];
}

export function buildEditorial(random: Random, ids: IdSource, media: MediaRegistry, products: ProductCatalogue, referenceDate: string): Editorial {
  const topCategories = products.categories.filter((c) => c.parentId === null && c.productTypeId !== null);
  const article = (text: ArticleText, index: number, kind: 'blog' | 'faq' | 'terms'): Article => {
    const id = ids.take();
    const daysAgo = kind === 'blog' ? 3 + index * 27 : 500 + index;
    const created = daysBefore(referenceDate, daysAgo, 480 + index);
    const headerImageId = media.scene(`article-${kind}-${index % 8}`, index % 6, 1200, 800, 'article', text.header);
    const links: StructuredTextLink[] = [];
    const blocks: StructuredTextBlock[] = [];
    const children = text.sections.flatMap((section) => [
      dast.heading(2, section.heading),
      ...section.paragraphs.map((paragraph) => dast.paragraph(paragraph)),
      ...(section.list ? [dast.list('bulleted', section.list.map((item) => [item]))] : []),
    ]);
    if (text.quote) children.push(dast.quote(text.quote[0], text.quote[1]));
    if (kind === 'blog') {
      const category = topCategories[index % topCategories.length]!;
      const family = products.families[(index * 37) % products.families.length]!;
      links.push({ id: category.id, __typename: 'ProductCategoryRecord' }, { id: family.id, __typename: 'ProductFamilyRecord' });
      children.push(
        dast.paragraph('Hitta dina favoriter bland ', dast.itemLink(category.id, category.title.toLowerCase()), ' eller upptäck ', dast.inlineItem(family.id), '.'),
        dast.paragraph('Har du frågor? Ring oss på ', dast.link('tel:+4681234567', '08-123 45 67'), ' eller mejla ', dast.link('mailto:kundservice@glans.example', 'kundservice@glans.example'), '.'),
      );
      if (index % 4 === 1) {
        const block: StructuredTextBlock = {
          id: ids.take(),
          __typename: 'VideoBlockRecord',
          title: `Film: ${text.header}`,
          url: 'https://www.youtube.com/watch?v=glansdemo01',
          provider: 'youtube',
          providerUid: 'glansdemo01',
          thumbnailMediaId: media.scene(`article-blog-${index % 8}`, (index + 2) % 6, 1200, 800, 'video-thumbnail', `Film: ${text.header}`),
        };
        blocks.push(block);
        children.splice(2, 0, dast.block(block.id));
      }
      if (index % 4 === 2) {
        const family2 = products.families[(index * 53) % products.families.length]!;
        const block: StructuredTextBlock = { id: ids.take(), __typename: 'ImageGalleryBlockRecord', title: 'Utvalda smycken', mediaIds: [...family.mediaIds.slice(0, 2), ...family2.mediaIds.slice(0, 2)] };
        blocks.push(block);
        children.push(dast.block(block.id));
      }
    }
    return {
      id,
      slug: slugify(text.header),
      header: text.header,
      publishDate: kind === 'blog' ? created.slice(0, 10) : null,
      headerImageId,
      excerpt: text.excerpt,
      content: structuredText(children, links, blocks),
      createdAt: created,
      publishedAt: created,
      seo: { title: text.header, description: text.excerpt, imageId: headerImageId },
    };
  };

  const blog = BLOG_TEXTS.map((text, index) => article(text, index, 'blog'));
  const faq = FAQ_TEXTS.map(([question, answers], index) =>
    article({ header: question, excerpt: answers[0]!, sections: [{ heading: question, paragraphs: answers }] }, index, 'faq'),
  );
  const termsOfBusiness = TERMS_TEXTS.map(([header, excerpt, sections], index) =>
    article({ header, excerpt, sections: sections.map(([heading, text]) => ({ heading: heading!, paragraphs: [text!] })) }, index, 'terms'),
  );

  const page = (key: SpecialPageKey, title: string, header: string, intro: string, body: string[], hero: string | null): SpecialPage => {
    // Square: a page hero is drawn about square beside the text on wider screens and 4:3 on phones, so a square
    // source fills both at 2x with its pieces (the focal point) in the crop.
    const heroMediaId = hero ? media.scene(hero, random.int(0, 5), 1600, 1600, 'page', header) : null;
    return {
      id: ids.take(),
      slug: SPECIAL_SLUGS[key],
      title,
      header,
      intro,
      heroMediaId,
      content: structuredText(body.map((text) => dast.paragraph(text))),
      seo: { title, description: intro, imageId: heroMediaId },
    };
  };
  // No text names the free-shipping threshold by hand: the front page's is written from commerce's setting, and
  // the basket's and product page's come from the dictionary with the amount filled in from the shipping terms.
  const pages: Record<SpecialPageKey, SpecialPage> = {
    frontPage: page('frontPage', 'Glans – smycken och accessoarer', 'Smycken som fångar ljuset', 'Ringar, halsband och örhängen i guld, silver och pärla – formgivna för att bäras varje dag och sparas för alltid.', [`Fri frakt från ${formatMoney(PRICING.freeShippingFromOre / 100)}, 30 dagars öppet köp och presentinslagning för hand.`], 'front'),
    about: page('about', 'Om oss', 'Om Glans', 'Sedan 1987 har vi sålt smycken med omsorg om material, hantverk och människor.', ['Glans startade som en liten guldsmedsverkstad i Stockholm. I dag samarbetar vi med tolv nordiska smyckesmärken.', 'Vi tror på smycken som håller länge – därför lagar vi, putsar och graverar i egen verkstad.'], 'about'),
    contact: page('contact', 'Kontakt', 'Kontakta oss', 'Vi svarar på frågor om beställningar, storlekar och smyckesvård.', ['Kundservice har öppet vardagar 9–17. Vi svarar på e-post inom en arbetsdag.'], null),
    blog: page('blog', 'Journalen', 'Journalen', 'Smyckesvård, trender och berättelser från verkstaden.', ['Nya artiklar varje månad – skrivna av våra guldsmeder och formgivare.'], null),
    faq: page('faq', 'Vanliga frågor', 'Vanliga frågor', 'Svar på det våra kunder oftast undrar över.', ['Hittar du inte svaret? Kundservice hjälper dig vardagar 9–17.'], null),
    termsOfBusiness: page('termsOfBusiness', 'Köpvillkor', 'Köpvillkor', 'Villkor, ångerrätt och integritet.', ['Här hittar du villkoren som gäller när du handlar hos Glans.'], null),
    cart: page('cart', 'Varukorg', 'Din varukorg', 'Se över dina smycken, välj presentinslagning och gå vidare till kassan.', ['Behöver du hjälp med storleken? Kontakta kundservice innan du beställer.'], null),
    checkout: page('checkout', 'Kassa', 'Kassa', 'Säker betalning med kort, Swish eller faktura.', ['Dina uppgifter skickas krypterat och sparas aldrig hos oss.'], null),
    giftWrapping: page('giftWrapping', 'Presentinslagning', 'Presentinslagning', 'Vi slår in ditt smycke för hand – välj papper och rosett.', ['Klassisk vit inslagning är alltid kostnadsfri.'], 'gift'),
    checkoutCompleted: page('checkoutCompleted', 'Orderbekräftelse', 'Tack för din beställning!', 'Spara ordernumret om du vill kontakta oss om din order.', ['Din order packas med omsorg och skickas inom en arbetsdag.'], null),
    allBrands: page('allBrands', 'Varumärken', 'Alla varumärken', `${countWord(products.brands.length)} märken, från guldsmeder i tredje generationen till unga formgivare.`, ['Alla märken väljs ut av våra inköpare för hantverk, material och hållbarhet.'], null),
  };

  const brandCategories = products.brands.map((brand) => products.categories.find((c) => c.id === brand.categoryId)!);
  const categoryLink = (id: string) => {
    const category = products.categories.find((c) => c.id === id)!;
    const parent = products.categories.find((c) => c.id === category.parentId);
    return { label: category.navigationTitle, link: { slug: category.slug, modelApiKey: 'product_category', parentSlug: parent?.slug ?? null, variantId: null } };
  };
  const pageLink = (key: SpecialPageKey, label: string) => ({ label, link: { slug: SPECIAL_SLUGS[key], modelApiKey: PAGE_MODEL_KEYS[key], parentSlug: null, variantId: null } });
  const articleLink = (a: Article, modelApiKey: string) => ({ label: a.header, link: { slug: a.slug, modelApiKey, parentSlug: null, variantId: null } });
  const productGroups: MenuGroup[] = topCategories.map((top) => ({
    title: top.title,
    links: [categoryLink(top.id), ...products.categories.filter((c) => c.parentId === top.id).map((c) => categoryLink(c.id))],
  }));
  const global: GlobalConfiguration = {
    dictionary: DICTIONARY_SV,
    header: {
      menu: [
        { label: 'Produkter', type: 'products', groups: productGroups },
        { label: 'Varumärken', type: 'brands', groups: [{ title: 'Våra märken', links: [...brandCategories.map((c) => categoryLink(c.id)), pageLink('allBrands', 'Alla varumärken')] }] },
      ],
    },
    footer: {
      columns: [
        { title: 'Hjälp', links: [pageLink('faq', 'Vanliga frågor'), ...faq.slice(0, 3).map((a) => articleLink(a, 'faq_article')), pageLink('contact', 'Kontakta oss')] },
        { title: 'Om Glans', links: [pageLink('about', 'Om oss'), pageLink('blog', 'Journalen'), pageLink('allBrands', 'Varumärken'), pageLink('giftWrapping', 'Presentinslagning')] },
        { title: 'Köpvillkor', links: [pageLink('termsOfBusiness', 'Köpvillkor'), ...termsOfBusiness.map((a) => articleLink(a, 'terms_of_business_article'))] },
      ],
      social: [
        { network: 'facebook', url: 'https://www.facebook.com/glans.smycken' },
        { network: 'instagram', url: 'https://www.instagram.com/glans.smycken' },
        { network: 'pinterest', url: 'https://www.pinterest.com/glanssmycken' },
        { network: 'tiktok', url: 'https://www.tiktok.com/@glans.smycken' },
      ],
      customerServiceText: 'Vardagar 9–17\nkundservice@glans.example\n08-123 45 67',
      contactText: 'Glans Smycken AB\nBiblioteksgatan 12\n111 46 Stockholm',
    },
    salesChannelConfig: { salesChannelName: SWEDISH_STORE, salesChannelId: products.salesChannels.find((c) => c.name === SWEDISH_STORE)!.id },
    // The demo commerce service's own terms, so the basket's shipping line is what the checkout charges.
    shippingConfig: { shippingFee: PRICING.shippingOre / 100, freeShippingFrom: PRICING.freeShippingFromOre / 100 },
  };

  // A shop's promotions: one code per basket unless both codes combine; the welcome code once per customer,
  // with a ceiling; the two amount codes combine with each other.
  const coupons: Coupon[] = [
    { code: 'GLANS10', kind: 'percent', value: 10, minimumTotal: 0, description: '10 % rabatt på hela köpet' },
    {
      code: 'VINTER200',
      kind: 'fixed',
      value: 200,
      minimumTotal: 1000,
      description: '200 kr rabatt när du handlar för minst 1 000 kr, kan kombineras med STORKUND',
      combinable: true,
    },
    {
      code: 'VALKOMMEN15',
      kind: 'percent',
      value: 15,
      minimumTotal: 500,
      description: '15 % rabatt för nya kunder vid köp över 500 kr, högst 1 000 kr, en gång per kund',
      oncePerCustomer: true,
      maxDiscount: 1000,
    },
    {
      code: 'STORKUND',
      kind: 'fixed',
      value: 1000,
      minimumTotal: 20000,
      description: '1 000 kr rabatt vid köp över 20 000 kr, kan kombineras med VINTER200',
      combinable: true,
      maxUses: 500,
    },
  ];
  return { articles: { blog, faq, termsOfBusiness }, pages, global, coupons };
}
