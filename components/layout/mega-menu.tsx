import type { HeaderMenu } from './header-menus';
import { NavDisclosure, NavRoot } from './mega-menu-controls';
import { IntentLink } from './prefetch-policy';
import styles from './mega-menu.module.css';

/**
 * The product and brand mega-menus (docs/shop.md, The shell) as disclosures: each button has `aria-expanded` and
 * `aria-controls`, and its panel follows it in the DOM, so Tab goes from the button into its links. On wide
 * screens the buttons sit in the header bar and the panel spans the page under it; on narrow screens the
 * whole navigation is a sheet behind the menu button, with the two buttons as a switch at its top.
 *
 * Server component: the panels' links are drawn here, so the browser's first load carries only the buttons
 * and the open state (`mega-menu-controls.tsx`); a press works as soon as the page has hydrated. Closing from
 * outside (Escape, a press elsewhere, focus moving on) comes with the header's deferred code
 * (`header-live.tsx`).
 */
export function MegaMenu({ id, label, menus }: { id: string; label: string; menus: HeaderMenu[] }) {
  return (
    <NavRoot id={id} label={label}>
      <div className={styles.list}>
        {menus.map((menu) => (
          <NavDisclosure key={menu.type} type={menu.type} label={menu.label}>
            <MenuLinks menu={menu} />
          </NavDisclosure>
        ))}
      </div>
    </NavRoot>
  );
}

function MenuLinks({ menu }: { menu: HeaderMenu }) {
  const single = menu.groups.length === 1;
  return (
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
  );
}
