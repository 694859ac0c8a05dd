/**
 * Makes everything on the page but `element` inert and stops the page from scrolling, as an open modal does,
 * so keyboard focus cannot reach what `element` covers. Live regions (the toasts) stay as they are, so
 * messages are still read out and can be closed. Returns the undo, which leaves alone what was inert before.
 */
export function isolateElement(element: HTMLElement): () => void {
  const madeInert: Element[] = [];
  for (let node: Element = element; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute('inert') || holdsLiveRegion(sibling)) continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
  }
  const root = document.documentElement;
  const overflow = root.style.overflow;
  root.style.overflow = 'hidden';
  return () => {
    for (const sibling of madeInert) sibling.removeAttribute('inert');
    root.style.overflow = overflow;
  };
}

function holdsLiveRegion(element: Element): boolean {
  return element.matches('[aria-live]') || element.querySelector('[aria-live]') !== null;
}
