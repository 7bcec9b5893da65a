'use client';

import type { MouseEvent, ReactNode } from 'react';
import { useDropdownStore, type NavType } from '@/stores/dropdown-store';
import { ChevronIcon, CloseIcon, MenuIcon } from './header-icons';
import { megaPanelId, type HeaderMenu } from './header-menus';
import { headerIntent } from './header-slots';
import { isNarrowScreen } from './use-media-query';
import controls from './header-controls.module.css';
import styles from './mega-menu.module.css';

/**
 * The mega-menus' controls in the browser's first load: the navigation's open state, each menu's button and
 * the panel it shows (its links drawn by the server, `mega-menu.tsx`). A press goes straight to the dropdown
 * store, so it is never lost to code still on its way.
 */
export function NavRoot({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const open = useDropdownStore((state) => state.open.kind === 'nav');
  return (
    <nav id={id} className={styles.nav} aria-label={label} data-open={open ? '' : undefined} data-dropdown-root="nav">
      {children}
    </nav>
  );
}

export function NavDisclosure({ type, label, children }: { type: NavType; label: string; children: ReactNode }) {
  const expanded = useDropdownStore((state) => state.open.kind === 'nav' && state.open.type === type);
  const toggle = useDropdownStore((state) => state.toggle);
  const closeAll = useDropdownStore((state) => state.closeAll);

  const onTrigger = (event: MouseEvent<HTMLButtonElement>) => {
    if (!isNarrowScreen()) {
      toggle({ kind: 'nav', type }, event.currentTarget);
    } else if (!expanded) {
      toggle({ kind: 'nav', type }); // switch; the menu button stays the opener
    }
    // In the phone's sheet the menus are tabs: a tap on the open one keeps its panel (the sheet closes by the
    // menu button's cross, Escape or a link).
  };

  // A link inside a panel closes the menu, also when it points to the page already shown.
  const onPanelClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) closeAll();
  };

  const panelId = megaPanelId(type);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onTrigger}
        {...headerIntent}
      >
        <span>{label}</span>
        <ChevronIcon className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!expanded} onClick={onPanelClick}>
        {children}
      </div>
    </>
  );
}

/**
 * Narrow screens: the button that opens the navigation sheet (with the first menu, products, shown). While
 * the sheet is open it shows a cross, so the way out is as visible as the way in; its name stays the
 * disclosure's ("Meny", expanded).
 */
export function MobileMenuButton({
  label,
  closeLabel,
  navId,
  menus,
}: {
  label: string;
  closeLabel: string;
  navId: string;
  menus: Pick<HeaderMenu, 'type'>[];
}) {
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
      {...headerIntent}
    >
      {navOpen ? <CloseIcon /> : <MenuIcon />}
      {/* Named for what a press does: open the menu, or close it ("Stäng menyn") while it is open. */}
      <span className={controls.toolLabel}>{navOpen ? closeLabel : label}</span>
    </button>
  );
}
