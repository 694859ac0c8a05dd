import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { scrollToTop } from '../lib/scroll-to-top.ts';

/** §2.1: the page scrolls to the top on every route change (a change of path; not on the first render). */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    scrollToTop();
  }, [pathname]);
}
