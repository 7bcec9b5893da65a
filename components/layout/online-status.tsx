'use client';

import { useSyncExternalStore } from 'react';
import { isOnline, subscribeToOnlineStatus } from '@/lib/browser/online-status';
import { OfflineIcon } from './header-icons';
import styles from './shell.module.css';

/**
 * The online/offline status (docs/shop.md, The shell), shown unobtrusively while offline: a small note at the bottom of
 * the screen, announced politely. The status region is always there, so the change is announced.
 */
export function OnlineStatus({ offlineLabel }: { offlineLabel: string }) {
  const online = useSyncExternalStore(subscribeToOnlineStatus, isOnline, () => true);
  return (
    <div role="status" className={styles.status}>
      {!online && (
        <p className={styles.offline} data-offline="">
          <OfflineIcon />
          <span>{offlineLabel}</span>
        </p>
      )}
    </div>
  );
}
