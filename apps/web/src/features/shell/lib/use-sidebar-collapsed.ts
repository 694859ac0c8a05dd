import { useState } from 'react';
import { storage, STORAGE_KEYS } from '../../../lib/storage-keys.ts';

/**
 * Whether the docked sidebar is collapsed (64 px) rather than expanded (288 px), remembered across reloads in
 * localStorage `sidebarCollapsed`. Expanded until the player collapses it; stored only when the player toggles.
 */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(() => storage.get(STORAGE_KEYS.sidebarCollapsed) === 'true');
  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    storage.set(STORAGE_KEYS.sidebarCollapsed, String(next));
  };
  return [collapsed, toggle];
}
