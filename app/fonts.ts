import localFont from 'next/font/local';

/*
 * Both fonts are the fontsource packages' Latin files cut down to the characters of a Swedish shop, the
 * OpenType features the pages use and the weights the CSS sets (services/launcher/fonts.ts, `npm run fonts`);
 * tests/unit/fonts.test.ts checks the committed files' coverage, weights and size.
 */

/** Body and interface text: Inter (@fontsource-variable/inter). */
export const sans = localFont({
  src: './fonts/inter-sv-wght.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-sans',
  fallback: ['system-ui', 'Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
});

/**
 * Headings: Fraunces (@fontsource-variable/fraunces), one static instance at 420, the headings' weight. Not
 * preloaded: a preload would be fetched ahead of the page's largest image (a hero, the first card, the product's
 * first image), and a heading drawn in the fallback serif first and swapped is cheaper than that image late.
 */
export const serif = localFont({
  src: './fonts/fraunces-sv-420.woff2',
  weight: '420',
  style: 'normal',
  display: 'swap',
  variable: '--font-serif',
  fallback: ['Georgia', 'Times New Roman', 'serif'],
  preload: false,
});
