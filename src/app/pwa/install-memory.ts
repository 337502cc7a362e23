// Whether to offer installing, once: not on the first visit (the user has not yet seen what the
// app is for), then on a later one until it is answered ("Not now", or installed). A small note
// of its own, outside the app's data (the `databook:` keys that persistence reads, exports and
// migrates): losing it only means the offer may come once more.

const MEMORY_KEY = 'databook.install-offer';
/** Set for the life of the tab: a reload is the same visit, a new tab or browser start a new one. */
const VISIT_KEY = 'databook.visit';

interface OfferMemory {
  /** Visits counted, up to 2 (all the offer needs to know). */
  visits: number;
  /** "Not now", or the app installed: never offered again. */
  answered: boolean;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const safely = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    return fallback; // blocked or full storage: the offer only keeps quiet
  }
};

function read(local: Store): OfferMemory {
  return safely(() => {
    const raw = JSON.parse(local.getItem(MEMORY_KEY) ?? 'null') as Partial<OfferMemory> | null;
    return { visits: typeof raw?.visits === 'number' ? raw.visits : 0, answered: raw?.answered === true };
  }, { visits: 0, answered: false });
}

const write = (local: Store, memory: OfferMemory) => safely(() => local.setItem(MEMORY_KEY, JSON.stringify(memory)), undefined);

/** The browser's storage; undefined where even touching it throws (site data blocked). */
const browserStore = (name: 'localStorage' | 'sessionStorage'): Store | undefined => safely(() => window[name], undefined);

/** Counts this visit (once per tab) and says whether the offer is due on it. */
export function countVisit(local = browserStore('localStorage'), session = browserStore('sessionStorage')): boolean {
  if (!local || !session) return false;
  const memory = read(local);
  if (!memory.answered && safely(() => session.getItem(VISIT_KEY) === null, false)) {
    safely(() => session.setItem(VISIT_KEY, '1'), undefined);
    memory.visits = Math.min(memory.visits + 1, 2);
    write(local, memory);
  }
  return !memory.answered && memory.visits >= 2;
}

export function rememberAnswered(local = browserStore('localStorage')): void {
  if (local) write(local, { ...read(local), answered: true });
}
