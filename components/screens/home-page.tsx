import Link from 'next/link';
import styles from './home-page.module.css';

export interface HomePageProps {
  header: string;
  intro: string;
  primaryAction: { label: string; href: string };
  secondaryAction: { label: string; href: string };
  promises: { title: string; text: string }[];
}

/** Home: hero with the season's message and the shop's promises. */
export function HomePage({ header, intro, primaryAction, secondaryAction, promises }: HomePageProps) {
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-heading">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <h1 id="home-heading">{header}</h1>
            <p>{intro}</p>
            <div className={styles.heroActions}>
              <Link className="button" href={primaryAction.href}>
                {primaryAction.label}
              </Link>
              <Link className="button button-secondary" href={secondaryAction.href}>
                {secondaryAction.label}
              </Link>
            </div>
          </div>
          <HeroRing className={styles.heroArt} />
        </div>
      </section>
      <section className={`container ${styles.promises}`}>
        {promises.map((promise) => (
          <div key={promise.title} className={styles.promise}>
            <h2>{promise.title}</h2>
            <p>{promise.text}</p>
          </div>
        ))}
      </section>
    </>
  );
}

/** A gold ring with a solitaire, drawn for the hero. */
function HeroRing({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 400 400" role="presentation" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f4dfa8" />
          <stop offset="0.45" stopColor="#c79a4b" />
          <stop offset="0.7" stopColor="#8f6a2c" />
          <stop offset="1" stopColor="#e8c987" />
        </linearGradient>
        <linearGradient id="hero-stone" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.5" stopColor="#dfe9f2" />
          <stop offset="1" stopColor="#a9bccc" />
        </linearGradient>
      </defs>
      <ellipse cx="200" cy="250" rx="128" ry="118" fill="none" stroke="url(#hero-gold)" strokeWidth="22" />
      <ellipse cx="200" cy="250" rx="128" ry="118" fill="none" stroke="#fff7e6" strokeOpacity="0.45" strokeWidth="3" />
      <path d="M168 140 L200 118 L232 140 L216 160 L184 160 Z" fill="url(#hero-gold)" />
      <path d="M162 96 L200 64 L238 96 L200 146 Z" fill="url(#hero-stone)" stroke="#8aa2b6" strokeWidth="1.5" />
      <path d="M162 96 H238 M182 96 L200 64 L218 96 L200 146 Z" fill="none" stroke="#ffffff" strokeOpacity="0.7" strokeWidth="1.2" />
    </svg>
  );
}
