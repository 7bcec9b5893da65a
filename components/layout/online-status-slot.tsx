'use client';

import { deferred, useDeferred } from './deferred';
import styles from './shell.module.css';

const onlineStatus = deferred(() => import('./online-status'));

/**
 * The place of the online/offline note (`online-status.tsx`), whose code loads after the page: until then
 * the empty status region it draws while online, so the region is there before a change is announced.
 */
export function OnlineStatusSlot({ offlineLabel }: { offlineLabel: string }) {
  const loaded = useDeferred(onlineStatus);
  return loaded ? <loaded.OnlineStatus offlineLabel={offlineLabel} /> : <div role="status" className={styles.status} />;
}
