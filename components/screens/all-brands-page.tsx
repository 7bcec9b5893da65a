import { translate } from '@/lib/content/translate';
import { IntentLink } from '@/components/layout/prefetch-policy';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { BrandSummary, SpecialPage } from '@/lib/content/types';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHero } from '@/components/content/page-hero';
import { RichTextSection } from '@/components/content/rich-text-section';
import { OTHER_GROUP, SWEDISH_ALPHABET, groupByLetter } from '@/components/content/alphabet-groups';
import styles from './all-brands-page.module.css';

export interface AllBrandsPageProps {
  page: SpecialPage;
  brands: BrandSummary[];
  dictionary: Dictionary;
}

const ASCII_LETTER: Record<string, string> = { Å: 'aa', Ä: 'ae', Ö: 'oe', [OTHER_GROUP]: 'other' };

/** A plain-ASCII fragment id per letter, so jump links work in every browser. */
function letterId(letter: string): string {
  return `brands-${ASCII_LETTER[letter] ?? letter.toLowerCase()}`;
}

/** Brands overview: every brand, grouped A–Ö (Å, Ä, Ö after Z), with a jump list of letters. */
export function AllBrandsPage({ page, brands, dictionary }: AllBrandsPageProps) {
  const groups = groupByLetter(brands, (brand) => brand.name);
  const present = new Set(groups.map((group) => group.letter));
  const letters = present.has(OTHER_GROUP) ? [...SWEDISH_ALPHABET, OTHER_GROUP] : SWEDISH_ALPHABET;
  return (
    <>
      <div className="container">
        <Breadcrumbs items={[]} current={{ label: page.title, href: page.href }} dictionary={dictionary} />
      </div>
      <PageHero title={page.header || page.title} intro={page.intro} layout="plain" />
      <div className={`container ${styles.body}`}>
        <nav className={styles.jump} aria-label={translate(dictionary, 'brandsByLetter')}>
          <ul className={styles.letters} role="list">
            {letters.map((letter) =>
              present.has(letter) ? (
                <li key={letter}>
                  <a className={styles.letter} href={`#${letterId(letter)}`}>
                    {letter}
                  </a>
                </li>
              ) : (
                <li key={letter} aria-hidden="true">
                  <span className={`${styles.letter} ${styles.empty}`}>{letter}</span>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className={styles.groups}>
          {groups.map((group) => (
            <section key={group.letter} className={styles.group} aria-labelledby={letterId(group.letter)}>
              <h2 id={letterId(group.letter)} className={styles.groupLetter}>
                {group.letter}
              </h2>
              <ul className={styles.brandList} role="list">
                {group.items.map((brand) => (
                  <li key={brand.id}>
                    <IntentLink href={brand.href} className={styles.brand}>
                      {brand.name}
                    </IntentLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
      <RichTextSection content={page.content} dictionary={dictionary} align="start" />
    </>
  );
}
