'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useDropdownStore } from '@/stores/dropdown-store';
import { useIsNarrow } from './use-media-query';
import styles from './shell.module.css';

/**
 * Everything that closes the header's dropdowns from outside them (docs/shop.md, The shell): Escape (focus goes back to
 * the opener), a press outside any dropdown, focus moving on past the open one, and a route change. While
 * one is open, a calm veil dims the page under the header; on narrow screens the page behind the open
 * sheet does not scroll.
 */
export function DropdownDismiss() {
  const openKind = useDropdownStore((state) => state.open.kind);
  const isOpen = openKind !== 'none';
  const escape = useDropdownStore((state) => state.escape);
  const closeAll = useDropdownStore((state) => state.closeAll);
  const routeChanged = useDropdownStore((state) => state.routeChanged);
  const narrow = useIsNarrow(isOpen);
  const pathname = usePathname();
  const lastPathname = useRef(pathname);

  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    routeChanged();
  }, [pathname, routeChanged]);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      event.preventDefault();
      escape();
    };
    // A press on any dropdown's control is left to that control (it toggles or switches).
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Element && target.closest('[data-dropdown-root]')) return;
      closeAll();
    };
    // Focus that moves on past the open dropdown and its control (Tab, Shift+Tab) closes it.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof Element && target.closest('[data-dropdown-root]')?.getAttribute('data-dropdown-root') === openKind) return;
      closeAll();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [isOpen, openKind, escape, closeAll]);

  useEffect(() => {
    if (!isOpen || !narrow) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [isOpen, narrow]);

  return isOpen ? <div className={styles.backdrop} aria-hidden="true" /> : null;
}
