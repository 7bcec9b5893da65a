'use client';

import type { MouseEvent } from 'react';
import { useDropdownStore, type NavType } from '@/stores/dropdown-store';
import { ChevronIcon, CloseIcon, MenuIcon } from './header-icons';
import { megaPanelId, type HeaderMenu } from './header-menus';
import { IntentLink } from './prefetch-policy';
import { isNarrowScreen } from './use-media-query';
import controls from './header-controls.module.css';
import styles from './mega-menu.module.css';

/**
 * The product and brand mega-menus (spec 2.4) as disclosures: each button has `aria-expanded` and
 * `aria-controls`, and its panel follows it in the DOM, so Tab goes from the button into its links. On wide
 * screens the buttons sit in the header bar and the panel spans the page under it; on narrow screens the
 * whole navigation is a sheet behind the menu button, with the two buttons as a switch at its top.
 */
export function MegaMenu({ id, label, menus }: { id: string; label: string; menus: HeaderMenu[] }) {
  const open = useDropdownStore((state) => state.open);
  const toggle = useDropdownStore((state) => state.toggle);
  const closeAll = useDropdownStore((state) => state.closeAll);
  const openType = open.kind === 'nav' ? open.type : null;

  const onTrigger = (type: NavType) => (event: MouseEvent<HTMLButtonElement>) => {
    if (!isNarrowScreen()) {
      toggle({ kind: 'nav', type }, event.currentTarget);
    } else if (openType === type) {
      // Closing the sheet from inside: focus goes back to the menu button, which opened it.
      closeAll({ returnFocus: true });
    } else {
      toggle({ kind: 'nav', type }); // switch; the menu button stays the opener
    }
  };

  // A link inside a panel closes the menu, also when it points to the page already shown.
  const onPanelClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) closeAll();
  };

  return (
    <nav id={id} className={styles.nav} aria-label={label} data-open={openType ? '' : undefined} data-dropdown-root="nav">
      <div className={styles.list}>
        {menus.map((menu) => (
          <MenuDisclosure key={menu.type} menu={menu} expanded={openType === menu.type} onTrigger={onTrigger(menu.type)} onPanelClick={onPanelClick} />
        ))}
      </div>
    </nav>
  );
}

interface MenuDisclosureProps {
  menu: HeaderMenu;
  expanded: boolean;
  onTrigger: (event: MouseEvent<HTMLButtonElement>) => void;
  onPanelClick: (event: MouseEvent<HTMLElement>) => void;
}

function MenuDisclosure({ menu, expanded, onTrigger, onPanelClick }: MenuDisclosureProps) {
  const panelId = megaPanelId(menu.type);
  const single = menu.groups.length === 1;
  return (
    <>
      <button type="button" className={styles.trigger} aria-expanded={expanded} aria-controls={panelId} onClick={onTrigger}>
        <span>{menu.label}</span>
        <ChevronIcon className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!expanded} onClick={onPanelClick}>
        <div className={`container ${styles.inner}`}>
          <ul className={single ? styles.single : styles.groups} role="list">
            {menu.groups.map((group) => (
              <li key={group.title} className={styles.group}>
                {group.titleHref ? (
                  <IntentLink href={group.titleHref} className={styles.groupTitle}>
                    {group.title}
                  </IntentLink>
                ) : (
                  <span className={styles.groupEyebrow}>{group.title}</span>
                )}
                {group.links.length > 0 && (
                  <ul className={styles.links} role="list">
                    {group.links.map((link) => (
                      <li key={`${link.href}|${link.label}`}>
                        <IntentLink href={link.href} className={styles.link}>
                          {link.label}
                        </IntentLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}

/**
 * Narrow screens: the button that opens the navigation sheet (with the first menu, products, shown). While
 * the sheet is open it shows a cross, so the way out is as visible as the way in; its name stays the
 * disclosure's ("Meny", expanded).
 */
export function MobileMenuButton({ label, closeLabel, navId, menus }: { label: string; closeLabel: string; navId: string; menus: HeaderMenu[] }) {
  const navOpen = useDropdownStore((state) => state.open.kind === 'nav');
  const toggle = useDropdownStore((state) => state.toggle);
  const closeAll = useDropdownStore((state) => state.closeAll);
  const first = menus[0];
  if (!first) return null;
  return (
    <button
      type="button"
      className={`${controls.tool} ${styles.menuButton}`}
      aria-expanded={navOpen}
      aria-controls={navId}
      data-dropdown-root="nav"
      onClick={(event) => (navOpen ? closeAll() : toggle({ kind: 'nav', type: first.type }, event.currentTarget))}
    >
      {navOpen ? <CloseIcon /> : <MenuIcon />}
      {/* Named for what a press does: open the menu, or close it ("Stäng menyn") while it is open. */}
      <span className={controls.toolLabel}>{navOpen ? closeLabel : label}</span>
    </button>
  );
}
