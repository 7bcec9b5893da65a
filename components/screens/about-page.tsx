import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { SpecialPage } from '@/lib/content/types';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHero } from '@/components/content/page-hero';
import { RichTextSection } from '@/components/content/rich-text-section';

export interface AboutPageProps {
  page: SpecialPage;
  dictionary: Dictionary;
}

/** About: the shop's story, a hero image and the editorial content. */
export function AboutPage({ page, dictionary }: AboutPageProps) {
  return (
    <>
      <div className="container">
        <Breadcrumbs items={[]} current={{ label: page.title, href: page.href }} dictionary={dictionary} />
      </div>
      <PageHero title={page.header || page.title} intro={page.intro} image={page.hero} />
      <RichTextSection content={page.content} dictionary={dictionary} />
    </>
  );
}
