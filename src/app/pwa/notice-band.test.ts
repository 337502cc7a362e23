import { bandStyle, freeBand } from './notice-band';
import { isIosSafari } from './install-state';

// Where notices float, from the page's bars as a 390×844 phone lays them out (the real layout is
// measured in a browser by test/e2e/notice-placement.e2e.ts), and who gets the iOS hint.

const HEIGHT = 844;

interface Bar { tag: string; className?: string; notices?: boolean; top: number; height: number }

/** A page of bars, each element given the box a browser would lay it out in. */
function page(bars: Bar[]): Document {
  document.body.replaceChildren();
  for (const { tag, className, notices, top, height } of bars) {
    const element = document.createElement(tag);
    if (className) element.className = className;
    if (notices) element.setAttribute('data-notices', '');
    element.getBoundingClientRect = () => ({ top, bottom: top + height, height, left: 0, right: 390, width: 390, x: 0, y: top, toJSON: () => ({}) });
    document.body.append(element);
  }
  return document;
}

describe('freeBand', () => {
  it('a sheet at the top: below the app header and the HP header, above the dock, the notice under the headers', () => {
    const doc = page([
      { tag: 'header', top: 0, height: 100 },
      { tag: 'header', className: 'sticky', top: 112, height: 80 },
      { tag: 'div', className: 'fixed', top: 740, height: 104 },
    ]);
    expect(freeBand(doc, HEIGHT)).toEqual({ top: 200, bottom: 732, height: HEIGHT, docked: true });
  });

  it('a sheet scrolled down: the app header gone, the HP header stuck at the top', () => {
    const doc = page([
      { tag: 'header', top: -400, height: 100 },
      { tag: 'header', className: 'sticky', top: 0, height: 80 },
      { tag: 'div', className: 'fixed', top: 740, height: 104 },
    ]);
    expect(freeBand(doc, HEIGHT)).toMatchObject({ top: 88, bottom: 732, docked: true });
  });

  it('no dock (the GM screen, the list): the notice at the bottom edge, away from the cockpit at the top', () => {
    const doc = page([
      { tag: 'header', top: 0, height: 100 },
      { tag: 'div', className: 'sticky', top: 100, height: 240 },
    ]);
    expect(freeBand(doc, HEIGHT)).toEqual({ top: 348, bottom: 836, height: HEIGHT, docked: false });
  });

  it('leaves out the notices themselves and a whole-screen view (the TV table)', () => {
    const doc = page([
      { tag: 'div', className: 'fixed', notices: true, top: 700, height: 144 },
      { tag: 'section', className: 'fixed', top: 0, height: HEIGHT },
    ]);
    expect(freeBand(doc, HEIGHT)).toEqual({ top: 8, bottom: 836, height: HEIGHT, docked: false });
  });
});

describe('bandStyle', () => {
  it('hangs the notices under the top bars when docked, else sits them on the bottom edge', () => {
    expect(bandStyle({ top: 200, bottom: 732, height: HEIGHT, docked: true })).toEqual({ top: 200, maxHeight: 532, visibility: undefined });
    expect(bandStyle({ top: 348, bottom: 836, height: HEIGHT, docked: false })).toMatchObject({ bottom: 'calc(8px + env(safe-area-inset-bottom))', maxHeight: 488 });
  });

  it('hides them while there is no room (the keypad open up to the header)', () => {
    expect(bandStyle({ top: 200, bottom: 240, height: HEIGHT, docked: true })).toMatchObject({ visibility: 'hidden' });
  });
});

describe('isIosSafari', () => {
  it.each([
    ['iPhone Safari', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 5, true],
    ['iPad Safari (says Macintosh, has touch)', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 5, true],
    ['a Mac\'s Safari (no touch)', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 0, false],
    ['Chrome on iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1', 5, false],
    ['Instagram\'s web view on iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 335.0.0', 5, false],
    ['Chrome on Android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', 5, false],
  ])('%s → %s', (_name, userAgent, touchPoints, expected) => {
    expect(isIosSafari(userAgent, touchPoints)).toBe(expected);
  });
});
