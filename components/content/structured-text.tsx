import { translate } from '@/lib/content/translate';
import { IntentLink } from '@/components/layout/prefetch-policy';
import { Fragment, Suspense, type ReactElement, type ReactNode } from 'react';
import { StructuredText, renderNodeRule, type CdaStructuredTextValue } from 'react-datocms/structured-text';
import { isHeading, isLink } from 'datocms-structured-text-utils';
import type { Dictionary } from '@/lib/content/dictionary-defaults';
import type { RichText, RichTextBlock, RichTextLinkedRecord } from '@/lib/content/types';
import { classifyUrl, linkAttributes, normaliseUrl, type LinkAttributes } from './link-rules';
import { ImageGalleryBlock } from './image-gallery-block';
import { VideoBlock } from './content-lazy';
import { ResponsiveImage } from './responsive-image';
import videoStyles from './video-block.module.css';
import { StaticVideo, type VideoViewProps } from './video-view';
import { videoEmbedUrl, videoProviderName, videoWatchUrl } from './video-embed';
import styles from './structured-text.module.css';

interface RichTextContentProps {
  content: RichText;
  dictionary: Dictionary;
  className?: string;
}

/**
 * Structured text (DatoCMS dast) from the content service, rendered with `react-datocms`.
 *
 * - `link` nodes: relative URLs navigate in the app (`IntentLink`); http(s), mailto and tel are plain
 *   anchors; any other scheme is shown as text, never as a link.
 * - `itemLink` and `inlineItem` nodes link to the record's storefront URL with `IntentLink`.
 * - A link whose meta opens a new tab gets `rel="noopener noreferrer"`.
 * - Blocks: video (click to load, with a link to the video on its provider's site) and image gallery. A block, inline item or link this renderer does not
 *   know, or one whose record is missing from the response, throws: a rendering error (docs/shop.md, When something fails) that the
 *   page's error boundary shows.
 */
export function RichTextContent({ content, dictionary, className }: RichTextContentProps) {
  const recordsById = new Map(content.links.map((record) => [record.id, record]));
  const blocksById = new Map(content.blocks.map((block) => [block.id, block]));

  const linkedRecord = (id: string): RichTextLinkedRecord => {
    const record = recordsById.get(id);
    if (!record) throw new Error(`Structured text links to record ${id}, which is missing from the content response.`);
    return record;
  };

  return (
    <div className={[styles.prose, className].filter(Boolean).join(' ')}>
      <StructuredText
        data={content as unknown as CdaStructuredTextValue}
        metaTransformer={({ meta }) => ({ ...linkAttributes(meta) })}
        customNodeRules={[
          renderNodeRule(isLink, ({ node, children, key }) => (
            <SafeLink key={key} url={node.url} attributes={linkAttributes(node.meta)}>
              {children}
            </SafeLink>
          )),
          // The page title is the only h1: a level-1 heading in the content becomes an h2.
          renderNodeRule(isHeading, ({ node, children, key }) => {
            const Tag = `h${Math.min(Math.max(node.level, 2), 6)}` as 'h2';
            return <Tag key={key}>{children}</Tag>;
          }),
        ]}
        renderLinkToRecord={({ record, children, transformedMeta }) => (
          <SafeLink url={linkedRecord(record.id).href} attributes={(transformedMeta ?? {}) as LinkAttributes}>
            {children}
          </SafeLink>
        )}
        renderInlineRecord={({ record }) => {
          const linked = linkedRecord(record.id);
          return (
            <SafeLink url={linked.href} attributes={{}}>
              {linked.title}
            </SafeLink>
          );
        }}
        renderBlock={({ record }) => {
          const block = blocksById.get(record.id);
          if (!block) throw new Error(`Structured text embeds block ${record.id}, which is missing from the content response.`);
          return renderBlock(block, dictionary);
        }}
      />
    </div>
  );
}

function renderBlock(block: RichTextBlock, dictionary: Dictionary): ReactElement {
  switch (block.__typename) {
    case 'VideoBlockRecord': {
      const provider = videoProviderName(block.provider);
      const video: VideoViewProps = {
        block,
        embedUrl: videoEmbedUrl(block),
        watchUrl: videoWatchUrl(block),
        picture: block.thumbnail ? (
          <ResponsiveImage
            image={block.thumbnail}
            sizes="(max-width: 767px) 100vw, 760px"
            fit="cover"
            aspectRatio="16 / 9"
            decorative
            className={videoStyles.picture}
          />
        ) : null,
        texts: {
          play: translate(dictionary, 'playVideo', { title: block.title }),
          privacyNote: translate(dictionary, 'videoPrivacyNote', { provider }),
          watchOn: translate(dictionary, 'watchVideoOn', { provider }),
          unreachable: translate(dictionary, 'videoUnreachable', { provider }),
        },
      };
      // A boundary of its own, so the rest of the page hydrates while the player's code is on its way. React
      // sends a boundary far down a long page after the rest of the HTML, and a browser without JavaScript
      // keeps its fallback: the block as it is before the page is interactive.
      return (
        <Suspense fallback={<StaticVideo {...video} />}>
          <VideoBlock {...video} />
        </Suspense>
      );
    }
    case 'ImageGalleryBlockRecord':
      return <ImageGalleryBlock block={block} />;
    default: {
      const unknown = block as { __typename?: unknown; id?: unknown };
      throw new Error(`Structured text has no renderer for block type "${String(unknown.__typename)}" (block ${String(unknown.id)}).`);
    }
  }
}

/** A link only when the URL is safe: `IntentLink` for app paths, a plain anchor for http(s), mailto, tel. */
function SafeLink({ url, attributes, children }: { url: string; attributes: LinkAttributes; children: ReactNode }) {
  const kind = classifyUrl(url);
  if (kind === 'unsafe') return <Fragment>{children}</Fragment>;
  if (kind === 'internal') {
    return (
      <IntentLink href={normaliseUrl(url)} {...attributes}>
        {children}
      </IntentLink>
    );
  }
  return (
    <a href={normaliseUrl(url)} {...attributes}>
      {children}
    </a>
  );
}
