import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { useLocalizedPath } from '../../../lib/language.ts';

/**
 * The close button of the account area (§2.5): back to the route the player came from before entering the
 * area, or the main page when the area was the first page of the visit. The history entries walked inside
 * the area are counted so that one step leaves them all.
 */
export function useAccountClose(): () => void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  // React Router gives the first entry of a visit the key 'default': nothing of ours lies before it.
  const entry = useRef({ fromOutside: location.key !== 'default', keys: [location.key], depth: 0 });

  useEffect(() => {
    const trail = entry.current;
    if (trail.keys[trail.depth] === location.key) return;
    if (navigationType === 'PUSH') {
      trail.keys = [...trail.keys.slice(0, trail.depth + 1), location.key];
      trail.depth += 1;
    } else if (navigationType === 'REPLACE') {
      trail.keys[trail.depth] = location.key;
    } else {
      const index = trail.keys.indexOf(location.key);
      if (index >= 0) trail.depth = index;
    }
  }, [location.key, navigationType]);

  return useCallback(() => {
    const trail = entry.current;
    if (trail.fromOutside) void navigate(-(trail.depth + 1));
    else void navigate(to('/'), { replace: true });
  }, [navigate, to]);
}
