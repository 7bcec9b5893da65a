// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RichTextContent } from '@/components/content/structured-text';
import { classifyUrl, linkAttributes } from '@/components/content/link-rules';
import { mergeDictionary } from '@/lib/content/dictionary';
import type { RichText, RichTextBlock, RichTextLinkedRecord } from '@/lib/content/types';

// Links are IntentLinks: they ask the router to prefetch on intent (not exercised here).
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch: () => {} }),
}));

const dictionary = mergeDictionary(null);

afterEach(cleanup);

type Meta = { id: string; value: string }[];

function span(value: string) {
  return { type: 'span', value };
}

function link(url: string, text: string, meta?: Meta) {
  return { type: 'link', url, ...(meta ? { meta } : {}), children: [span(text)] };
}

function doc(children: unknown[], extra: { blocks?: RichTextBlock[]; links?: RichTextLinkedRecord[] } = {}): RichText {
  return {
    value: { schema: 'dast', document: { type: 'root', children: [{ type: 'paragraph', children }] } },
    blocks: extra.blocks ?? [],
    links: extra.links ?? [],
  };
}

/** The app normalises the trailing slash (`trailingSlash`); the path is what counts. */
function inAppHref(path: string): RegExp {
  return new RegExp(`^${path.replace(/\/$/, '')}/?$`);
}

function renderText(content: RichText) {
  return render(<RichTextContent content={content} dictionary={dictionary} />);
}

describe('classifyUrl', () => {
  it.each<[string, ReturnType<typeof classifyUrl>]>([
    ['/ringar/', 'internal'],
    ['ringar/solitar/', 'internal'],
    ['#storlekar', 'internal'],
    ['?sida=2', 'internal'],
    ['https://example.com/', 'external'],
    ['HTTP://example.com/', 'external'],
    ['//example.com/', 'external'],
    ['mailto:kundtjanst@glans.se', 'external'],
    ['tel:+4681234567', 'external'],
    ['javascript:alert(1)', 'unsafe'],
    ['JavaScript:alert(1)', 'unsafe'],
    [' \tjava\nscript:alert(1)', 'unsafe'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'unsafe'],
    ['vbscript:msgbox(1)', 'unsafe'],
    ['file:///etc/passwd', 'unsafe'],
    ['', 'unsafe'],
  ])('%j is %s', (url, kind) => {
    expect(classifyUrl(url)).toBe(kind);
  });
});

describe('linkAttributes', () => {
  it('adds noopener noreferrer to a link that opens a new tab', () => {
    expect(linkAttributes([{ id: 'target', value: '_blank' }])).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
  });

  it('keeps the editor rel and title, and ignores other targets and unknown meta', () => {
    expect(
      linkAttributes([
        { id: 'rel', value: 'nofollow' },
        { id: 'title', value: 'Läs mer' },
        { id: 'target', value: '_parent' },
        { id: 'onclick', value: 'alert(1)' },
      ]),
    ).toEqual({ rel: 'nofollow', title: 'Läs mer' });
  });
});

describe('RichTextContent links', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)', 'JAVASCRIPT:void(0)'])(
    'renders %j as plain text',
    (url) => {
      const { container } = renderText(doc([link(url, 'klicka här')]));
      expect(screen.getByText('klicka här').closest('a')).toBeNull();
      expect(container.querySelector('a')).toBeNull();
    },
  );

  it('renders a relative URL as an in-app link with its href', () => {
    renderText(doc([link('/ringar/', 'Se alla ringar')]));
    expect(screen.getByRole('link', { name: 'Se alla ringar' }).getAttribute('href')).toMatch(inAppHref('/ringar/'));
  });

  it('renders http(s), mailto and tel as links', () => {
    renderText(
      doc([link('https://example.com/', 'webb'), span(' '), link('mailto:hej@glans.se', 'mejl'), span(' '), link('tel:+46812345', 'ring')]),
    );
    expect(screen.getByRole('link', { name: 'webb' }).getAttribute('href')).toBe('https://example.com/');
    expect(screen.getByRole('link', { name: 'mejl' }).getAttribute('href')).toBe('mailto:hej@glans.se');
    expect(screen.getByRole('link', { name: 'ring' }).getAttribute('href')).toBe('tel:+46812345');
  });

  it('gives a link that opens a new tab rel="noopener noreferrer"', () => {
    renderText(doc([link('https://example.com/', 'ny flik', [{ id: 'target', value: '_blank' }])]));
    const anchor = screen.getByRole('link', { name: 'ny flik' });
    expect(anchor.getAttribute('target')).toBe('_blank');
    expect(anchor.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
  });

  it('links itemLink and inlineItem nodes to the record href', () => {
    const links: RichTextLinkedRecord[] = [
      { __typename: 'BlogArticleRecord', id: 'a1', href: '/blogg/skotselrad/', title: 'Skötselråd' },
      { __typename: 'ProductCategoryRecord', id: 'c1', href: '/ringar/', title: 'Ringar' },
    ];
    renderText(
      doc(
        [
          { type: 'itemLink', item: 'a1', meta: [{ id: 'target', value: '_blank' }], children: [span('läs skötselråden')] },
          span(' och '),
          { type: 'inlineItem', item: 'c1' },
        ],
        { links },
      ),
    );
    const itemLink = screen.getByRole('link', { name: 'läs skötselråden' });
    expect(itemLink.getAttribute('href')).toMatch(inAppHref('/blogg/skotselrad/'));
    expect(itemLink.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Ringar' }).getAttribute('href')).toMatch(inAppHref('/ringar/'));
  });

  it('demotes a level-1 heading to h2 (the page title is the only h1)', () => {
    const content: RichText = {
      value: { schema: 'dast', document: { type: 'root', children: [{ type: 'heading', level: 1, children: [span('Rubrik')] }] } },
      blocks: [],
      links: [],
    };
    renderText(content);
    expect(screen.getByRole('heading', { name: 'Rubrik' }).tagName).toBe('H2');
  });
});

describe('RichTextContent blocks and errors', () => {
  const thumbnail = { src: '/media/demo/video.webp', width: 1280, height: 720, alt: 'Verkstaden', title: null, bgColor: null };

  /** The video block's code is a chunk of its own (components/content/content-lazy.tsx): rendered once it has arrived. */
  const renderVideo = async (content: RichText) => {
    const rendered = renderText(content);
    await screen.findByText('Så gjuts en ring', { selector: 'figcaption *' });
    return rendered;
  };

  const videoText = (provider = 'youtube'): RichText => ({
    value: { schema: 'dast', document: { type: 'root', children: [{ type: 'block', item: 'v1' }] } },
    blocks: [
      {
        __typename: 'VideoBlockRecord',
        id: 'v1',
        title: 'Så gjuts en ring',
        url: 'https://www.youtube.com/watch?v=abc',
        provider,
        providerUid: 'abc',
        thumbnail,
      },
    ],
    links: [],
  });

  it('renders a video block as a click-to-load poster, and frames the player once the provider answers', async () => {
    // The provider is outside the shop: the page's question to it is answered here.
    const probe = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 200 }));
    const { container } = await renderVideo(videoText());
    expect(container.querySelector('iframe')).toBeNull();
    expect(probe).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Watch the video on YouTube' }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=abc',
    );
    fireEvent.click(screen.getByRole('button', { name: /Så gjuts en ring/ }));
    await waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('title')).toBe('Så gjuts en ring');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abc\?/);
    expect(probe.mock.calls[0]![1]).toMatchObject({ mode: 'no-cors', credentials: 'omit' });
    probe.mockRestore();
  });

  it('offers the video on the provider’s site, never a frame, when the provider cannot be reached', async () => {
    const probe = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const { container } = await renderVideo(videoText());
    fireEvent.click(screen.getByRole('button', { name: /Så gjuts en ring/ }));
    const away = await screen.findByRole('link', {
      name: 'Watch the video on YouTube',
      description: 'The video could not be loaded from YouTube.',
    });
    expect(away.getAttribute('href')).toBe('https://www.youtube.com/watch?v=abc');
    // Focus moves in an effect after the link is drawn; on a busy machine the link can be found first.
    await waitFor(() => expect(document.activeElement).toBe(away));
    expect(container.querySelector('iframe')).toBeNull();
    probe.mockRestore();
  });

  it('links a video of a provider the shop does not embed to the provider’s site', async () => {
    const { container } = await renderVideo(videoText('facebook'));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Watch the video on Facebook' }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=abc',
    );
    expect(container.querySelector('img')).toBeTruthy();
  });

  it('renders an image gallery with captions', () => {
    const content: RichText = {
      value: { schema: 'dast', document: { type: 'root', children: [{ type: 'block', item: 'g1' }] } },
      blocks: [
        {
          __typename: 'ImageGalleryBlockRecord',
          id: 'g1',
          title: 'Från skissen till smycket',
          images: [
            { ...thumbnail, alt: 'Skiss', title: 'Skissen' },
            { ...thumbnail, src: '/media/demo/b.webp', alt: 'Ring', title: null },
          ],
        },
      ],
      links: [],
    };
    renderText(content);
    expect(screen.getByRole('img', { name: 'Skiss' })).toBeTruthy();
    expect(screen.getByText('Skissen').tagName).toBe('FIGCAPTION');
    expect(screen.getByText('Från skissen till smycket').tagName).toBe('FIGCAPTION');
  });

  it('throws a rendering error for a block type without a renderer', () => {
    const content = {
      value: { schema: 'dast', document: { type: 'root', children: [{ type: 'block', item: 'x1' }] } },
      blocks: [{ __typename: 'QuoteBlockRecord', id: 'x1' }],
      links: [],
    } as unknown as RichText;
    expect(() => renderText(content)).toThrow(/no renderer for block type "QuoteBlockRecord"/);
  });

  it('throws a rendering error when a linked record is missing', () => {
    expect(() => renderText(doc([{ type: 'itemLink', item: 'gone', children: [span('borta')] }]))).toThrow(/gone/);
  });

  it('throws a rendering error for a node type it does not know', () => {
    expect(() => renderText(doc([{ type: 'inlineBlock', item: 'ib1' }]))).toThrow();
  });
});
