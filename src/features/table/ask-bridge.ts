import type * as Y from 'yjs';
import type { AppStore } from '../../store/store';
import { askKey, askOfKey, dropAsk, readAnswer, readAsk, writeAnswer, writeAsk } from './ask-doc';
import type { AskChannel, OpenAsk, SaveAnswer, SaveAsksStore } from './save-asks';
import type { BridgeEvents } from './table-bridge';
import { pairMaps, type Signer } from './table-doc';
import type { TableRecord } from './table-record';

// The asks of one pair (ask-doc.ts), both ways, beside the sheets' bridge (table-bridge.ts): on
// the GM's tablet, the asks made on that player's sheets go out signed and their answers come
// back into the asks' store (save-asks.ts); on the player's phone, the GM's asks on this device's
// own brought sheets become prompts until answered, and the answers go out signed. An ask must
// be the GM's, an answer the sheet's owner's; anything else is refused and counted, never shown.

export interface AskBridge extends AskChannel {
  /** Looks again (the sheets this device brought changed). */
  refresh: () => void;
  /** Resolves once what is under way (signing, checking) is done. */
  idle: () => Promise<void>;
  stop: () => void;
}

export interface AskBridgeOptions {
  /** The pair's document. */
  doc: Y.Doc;
  store: AppStore;
  /** Where the asks made here (GM) or to answer here (player) are kept. */
  asks: SaveAsksStore;
  record: () => TableRecord;
  signer: Signer;
  /** The other device of the pair. */
  peer: string;
  /** The public signing keys this device trusts, by device id. */
  keyOf: (device: string) => string | undefined;
  tableId: string;
  events?: Pick<BridgeEvents, 'invalid' | 'refused'>;
}

const sameAnswer = (a: SaveAnswer | null, b: SaveAnswer) => a !== null && a.roll === b.roll && a.bonus === b.bonus && a.total === b.total;

export function connectAsks({ doc, store, asks, record, signer, peer, keyOf, tableId, events = {} }: AskBridgeOptions): AskBridge {
  const me = signer.device;
  const gm = record().role === 'gm';
  const { asks: askMap, answers } = pairMaps(doc);
  let stopped = false;

  let queue: Promise<void> = Promise.resolve();
  const enqueue = (task: () => Promise<void> | void) => {
    queue = queue.then(() => (stopped ? undefined : task())).catch((error: unknown) => {
      if (!stopped) console.warn('[table]', error);
    });
    return queue;
  };

  /** What was refused or did not read (key and signature): counted once. */
  const noted = new Set<string>();
  const note = (why: 'refused' | 'invalid' | 'absent', key: string, raw: unknown) => {
    if (why === 'absent') return;
    const mark = `${why}\u0000${key}\u0000${typeof raw === 'object' && raw && 'sig' in raw ? String(raw.sig) : ''}`;
    if (noted.has(mark)) return;
    noted.add(mark);
    events[why]?.(1);
  };

  // ---- The GM's side: the answers to the asks made here, from the sheet's owner alone ----
  const fromOwner = (device: string) => (device === peer ? keyOf(device) : undefined);
  const checkAnswers = async () => {
    for (const [askId, made] of Object.entries(asks.getState().asked)) {
      if (made.owner !== peer) continue;
      const key = askKey(made.sheetId, askId);
      const raw = answers.get(key);
      if (raw === undefined) continue;
      // A sheet the GM no longer holds as this player's (it left the table): its answer is ignored.
      const copy = store.getState().sheets[made.sheetId]?.table;
      if (!copy || copy.id !== tableId || copy.owner !== peer) continue;
      const read = await readAnswer(doc, tableId, key, fromOwner);
      if (stopped) return;
      if (!read.ok) {
        note(read.why, key, raw);
        continue;
      }
      const current = asks.getState().asked[askId];
      if (current && !sameAnswer(current.answer, read.value)) {
        asks.setState((state) => ({ asked: { ...state.asked, [askId]: { ...current, answer: read.value } } }));
      }
    }
  };

  // ---- A player's side: the GM's asks on this device's own brought sheets, until answered ----
  const fromGm = (device: string) => (device === peer ? keyOf(device) : undefined);
  const own = (device: string) => (device === me ? keyOf(device) : undefined);
  const mine = (sheetId: string) => {
    const sheet = store.getState().sheets[sheetId];
    return Boolean(sheet && !sheet.table && record().sheets.includes(sheetId));
  };
  /** Answered here (its answer may still be signing): never asked again in this pair. */
  const sent = new Set<string>();
  /** When each ask was first seen here: the prompts keep that order. */
  const firstSeen = new Map<string, number>();
  const checkAsks = async () => {
    const open: OpenAsk[] = [];
    for (const key of [...askMap.keys()]) {
      const place = askOfKey(key);
      if (!place || sent.has(key) || !mine(place.sheetId)) continue;
      const raw = askMap.get(key);
      const read = await readAsk(doc, tableId, key, fromGm);
      if (stopped) return;
      if (!read.ok) {
        note(read.why, key, raw);
        continue;
      }
      // An ask with this device's answer is done.
      const answered = await readAnswer(doc, tableId, key, own);
      if (stopped) return;
      if (answered.ok) continue;
      note(answered.why, key, answers.get(key));
      if (!firstSeen.has(key)) firstSeen.set(key, firstSeen.size);
      open.push({ id: place.askId, sheetId: place.sheetId, ask: read.value, via: peer });
    }
    const order = (ask: OpenAsk) => firstSeen.get(askKey(ask.sheetId, ask.id)) ?? 0;
    open.sort((a, b) => order(a) - order(b));
    const stillOpen = (ask: OpenAsk) => !sent.has(askKey(ask.sheetId, ask.id));
    asks.setState((state) => ({ open: [...state.open.filter((ask) => ask.via !== peer), ...open.filter(stillOpen)] }));
  };

  const check = gm ? checkAnswers : checkAsks;
  let scheduled = false;
  const schedule = () => {
    if (scheduled || stopped) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      void enqueue(check);
    });
  };

  const onChange = () => schedule();
  askMap.observe(onChange);
  answers.observe(onChange);
  // A player's sheet brought, taken back or deleted changes which asks are this device's.
  const mineNow = () => record().sheets.filter(mine).join('\u0000');
  let lastMine = gm ? '' : mineNow();
  const unsubscribe = gm ? () => {} : store.subscribe((state, prev) => {
    if (state.sheets === prev.sheets) return;
    const now = mineNow();
    if (now === lastMine) return;
    lastMine = now;
    schedule();
  });
  schedule();

  let unobserved = false;
  return {
    ask: (sheetId, askId, ask) => void enqueue(() => writeAsk(doc, tableId, signer, sheetId, askId, ask)),
    // In the queue: an ask still being signed is written before it is taken away.
    cancel: (sheetId, askId) => void enqueue(() => dropAsk(doc, sheetId, askId)),
    answer: (sheetId, askId, answer) => {
      sent.add(askKey(sheetId, askId));
      void enqueue(() => writeAnswer(doc, tableId, signer, sheetId, askId, answer));
    },
    refresh: () => {
      lastMine = gm ? '' : mineNow();
      schedule();
    },
    idle: async () => {
      for (let i = 0; i < 3; i++) {
        await new Promise<void>((resolve) => queueMicrotask(resolve));
        await queue;
      }
    },
    stop: () => {
      stopped = true;
      if (unobserved) return;
      unobserved = true;
      unsubscribe();
      askMap.unobserve(onChange);
      answers.unobserve(onChange);
      if (!gm) asks.setState((state) => ({ open: state.open.filter((ask) => ask.via !== peer) }));
    },
  };
}
