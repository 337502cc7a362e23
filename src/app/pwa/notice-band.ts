import { useLayoutEffect, useState, type CSSProperties } from 'react';

// Where a notice floats (ready offline, a new version, the offer to install): in the strip of
// the screen between the bars at its top and what is docked at its bottom, so it never covers a
// header or a dock's buttons. On a page with a dock (the sheet's HP editor: Damage, Healing,
// Temp HP under the thumb) it sits just under the top bars (the sheet's HP header), where the
// sheet shows what is read, not tapped (DESIGN.md 2); elsewhere at the bottom edge, away from the
// GM's cockpit at the top. The dock never moves for a notice: a button that jumps as the thumb
// reaches for it is the mis-tap this avoids.

/** The free strip, in viewport pixels. */
export interface Band {
  top: number;
  bottom: number;
  /** The viewport's height. */
  height: number;
  /** Something is fixed at the bottom of the screen (a dock): the notice goes under the top bars. */
  docked: boolean;
}

/** Space kept between a notice and a bar. */
const GAP = 8;
/**
 * The bars a notice keeps clear of: headers (the app's, the sheet's HP header), sticky bars (the
 * GM's cockpit) and fixed docks (the sheet's HP editor), by element and Tailwind's position classes.
 */
const BARS = 'header, .sticky, .fixed';
/** The notices' own container (fixed too), which is not a bar. */
const NOTICES = 'data-notices';

export function freeBand(doc: Document = document, height = window.innerHeight): Band {
  let top = 0;
  let bottom = height;
  let docked = false;
  for (const bar of doc.querySelectorAll(BARS)) {
    if (bar.closest(`[${NOTICES}]`)) continue;
    const box = bar.getBoundingClientRect();
    if (box.height === 0 || box.bottom <= 0 || box.top >= height) continue; // not on screen
    if (box.top <= 0 && box.bottom >= height) continue; // a whole-screen view (the TV table) is the page itself
    if (box.bottom >= height - 1) {
      bottom = Math.min(bottom, box.top);
      docked = true;
    } else if (box.top < height / 2) {
      top = Math.max(top, box.bottom);
    }
  }
  return { top: top + GAP, bottom: bottom - GAP, height, docked };
}

/** The smallest strip a notice shows in: one line and a 44 px button. Less, and it waits for room. */
const MIN_ROOM = 56;

/** The notices' position and height in a band, as a style. */
export function bandStyle(band: Band | null): CSSProperties {
  if (!band) return {};
  const room = band.bottom - band.top;
  return {
    ...(band.docked ? { top: band.top } : { bottom: `calc(${band.height - band.bottom}px + env(safe-area-inset-bottom))` }),
    maxHeight: room,
    visibility: room < MIN_ROOM ? 'hidden' : undefined,
  };
}

function sameBand(a: Band | null, b: Band): boolean {
  return a !== null && a.top === b.top && a.bottom === b.bottom && a.height === b.height && a.docked === b.docked;
}

/**
 * The free band, kept up to date while `active`: on scrolling (a sticky header stops), resizing,
 * a bar changing size (the keypad opening in the dock) and the page changing (another route).
 */
export function useFreeBand(active: boolean): Band | null {
  const [band, setBand] = useState<Band | null>(null);
  useLayoutEffect(() => {
    if (!active) return;
    let frame = 0;
    const observed = new Set<Element>();
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(later);
    const changes = new MutationObserver(later);
    function measure() {
      frame = 0;
      const next = freeBand();
      setBand((last) => (sameBand(last, next) ? last : next));
      for (const bar of observed) {
        if (bar.isConnected) continue;
        sizes?.unobserve(bar);
        observed.delete(bar);
      }
      for (const bar of document.querySelectorAll(BARS)) {
        if (observed.has(bar) || bar.closest(`[${NOTICES}]`)) continue;
        observed.add(bar);
        sizes?.observe(bar);
      }
    }
    function later() {
      frame ||= requestAnimationFrame(measure);
    }
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    measure();
    return () => {
      cancelAnimationFrame(frame);
      sizes?.disconnect();
      changes.disconnect();
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [active]);
  return active ? band : null;
}
