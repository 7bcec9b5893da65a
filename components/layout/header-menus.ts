import type { GlobalData } from '@/lib/content/types';
import type { NavType } from '@/stores/dropdown-store';

export type HeaderMenuData = GlobalData['header']['menus'][number];

export interface HeaderMenuGroup {
  title: string;
  /** The group's own page when its first link is the group itself ("Ringar" → /ringar/). */
  titleHref: string | null;
  links: { label: string; href: string }[];
}

export interface HeaderMenu {
  type: NavType;
  label: string;
  groups: HeaderMenuGroup[];
}

/** The element ids of a menu's panel. */
export const megaPanelId = (type: NavType) => `mega-menu-${type}`;

/**
 * The two header menus in the content's order (the first item opens products, the second brands),
 * one per type, empty ones left out. A group whose first link is the group itself gets a linked title.
 */
export function pickHeaderMenus(menus: HeaderMenuData[]): HeaderMenu[] {
  const order: NavType[] = ['products', 'brands'];
  return order.flatMap((type) => {
    const menu = menus.find((candidate) => candidate.type === type);
    if (!menu || menu.groups.length === 0) return [];
    return [
      {
        type,
        label: menu.label,
        groups: menu.groups.map((group) => {
          const [first, ...rest] = group.links;
          const titled = first !== undefined && first.label.trim().toLowerCase() === group.title.trim().toLowerCase();
          return { title: group.title, titleHref: titled ? first.href : null, links: titled ? rest : group.links };
        }),
      },
    ];
  });
}
