import type { Dictionary } from '@/lib/content/dictionary-defaults';
import { translate } from '@/lib/content/translate';
import type { GlobalData } from '@/lib/content/types';

type SocialLink = GlobalData['footer']['social'][number];

/** The networks' own names (proper nouns, the same in every language). */
const NETWORK_NAMES: Record<SocialLink['network'], string> = { facebook: 'Facebook', instagram: 'Instagram', pinterest: 'Pinterest', tiktok: 'TikTok' };

/** Simple marks of the networks, drawn in the text colour (24 × 24). */
const MARKS: Record<SocialLink['network'], string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V8.9c0-.6.3-.9.5-.9Z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8Zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z',
  pinterest:
    'M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.9-2.5.9 0 1.3.7 1.3 1.5 0 .9-.6 2.2-.9 3.5-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.6-1.8-4.3-4.5-4.3-3 0-4.8 2.3-4.8 4.6 0 .9.3 1.9.8 2.4l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.4-.7-2.2-2.7-2.2-4.3 0-3.5 2.5-6.7 7.3-6.7 3.8 0 6.8 2.7 6.8 6.4 0 3.8-2.4 6.9-5.8 6.9-1.1 0-2.2-.6-2.6-1.3l-.7 2.7c-.3 1-1 2.2-1.4 2.9A10 10 0 1 0 12 2Z',
  tiktok: 'M16.5 3c.4 2.3 1.8 3.7 4 3.9v3.2c-1.5.1-2.8-.4-4-1.2v6.2c0 3.9-3.3 6.3-6.6 5.6-3.9-.8-5-5.5-2.5-8 1.1-1.1 2.6-1.6 4.3-1.4v3.3c-.5-.2-1.1-.2-1.6 0-1.5.5-1.7 2.7-.3 3.4 1.2.6 3.1-.2 3.1-2V3h3.6Z',
};

/** The shop's social links from the content (facebook, instagram, pinterest, tiktok). */
export function SocialLinks({ links, dictionary, className }: { links: readonly SocialLink[]; dictionary: Dictionary; className?: string }) {
  if (links.length === 0) return null;
  return (
    <ul className={className} aria-label={translate(dictionary, 'followUs')}>
      {links.map((link) => (
        <li key={link.network}>
          <a href={link.url} aria-label={translate(dictionary, 'socialLink', { network: NETWORK_NAMES[link.network] })} data-network={link.network}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d={MARKS[link.network]} fill="currentColor" fillRule="evenodd" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
