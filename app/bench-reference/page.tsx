import type { Metadata } from 'next';

/**
 * The benchmarks' reference page (`npm run bench:bundle`, `npm run bench:http`): the site's shell and
 * nothing else, so a page's own cost is its figure minus this one. Not linked anywhere, not indexed,
 * disallowed in robots.txt and absent from the sitemap.
 */

export const dynamic = 'force-static';

export const metadata: Metadata = {
  title: 'Reference',
  robots: { index: false, follow: false },
};

export default function BenchReferencePage() {
  return <div className="container" data-bench-reference="" />;
}
