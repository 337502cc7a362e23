import type * as Y from 'yjs';
import { z } from 'zod/mini';
import { ABILITIES, LIMITS, parseName } from '../../rules';
import type { SaveAnswer, SaveAsk } from './save-asks';
import { verifyValue } from './table-crypto';
import { pairMaps, signed, type Read, type Signer } from './table-doc';

// A pair's asks and answers (table-doc.ts names the maps): a save the GM asks a sheet's owner to
// roll, and the owner's roll. Each is signed over the table, the sheet and the ask's id, so a
// value copied under another key or into another table no longer verifies; each is read as an
// entry is, signature first (whom `allowed` gives a key for), then validated.

const ID = /^[\w-]{1,100}$/;

export const askKey = (sheetId: string, askId: string) => `${sheetId}/${askId}`;

/** The sheet and ask a key names, or null for a key no device of this build writes. */
export function askOfKey(key: string): { sheetId: string; askId: string } | null {
  const slash = key.indexOf('/');
  const sheetId = key.slice(0, slash);
  const askId = key.slice(slash + 1);
  return slash > 0 && ID.test(sheetId) && ID.test(askId) ? { sheetId, askId } : null;
}

/** A name as the rules take one, as it was written (already trimmed). */
const nameText = z.string().check(z.refine((name) => parseName(name) === name));
const askSchema = z.object({
  ability: z.enum(ABILITIES),
  dc: z.number().check(z.int(), z.minimum(1), z.maximum(LIMITS.saveDc)),
  label: nameText,
  from: nameText,
});
const answerSchema = z.object({
  roll: z.number().check(z.int(), z.minimum(1), z.maximum(20)),
  bonus: z.number().check(z.int(), z.minimum(LIMITS.saveMin), z.maximum(LIMITS.saveMax)),
  total: z.number().check(z.int()),
}).check(z.refine((answer) => answer.total === answer.roll + answer.bonus));

const absent = { ok: false, why: 'absent' } as const;
const refused = { ok: false, why: 'refused' } as const;
const invalid = { ok: false, why: 'invalid' } as const;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** GM: asks the sheet's owner for a save (signed). */
export async function writeAsk(doc: Y.Doc, table: string, signer: Signer, sheetId: string, askId: string, ask: SaveAsk) {
  const sig = await signer.sign(signed.ask(table, sheetId, askId, ask));
  pairMaps(doc).asks.set(askKey(sheetId, askId), { ask, by: signer.device, sig });
}

/** GM: the ask is over (its panel closed): it goes, with its answer. */
export function dropAsk(doc: Y.Doc, sheetId: string, askId: string) {
  const { asks, answers } = pairMaps(doc);
  const key = askKey(sheetId, askId);
  doc.transact(() => {
    asks.delete(key);
    answers.delete(key);
  });
}

/** The sheet's owner: the roll that answers an ask (signed). */
export async function writeAnswer(doc: Y.Doc, table: string, signer: Signer, sheetId: string, askId: string, answer: SaveAnswer) {
  const sig = await signer.sign(signed.answer(table, sheetId, askId, answer));
  pairMaps(doc).answers.set(askKey(sheetId, askId), { answer, by: signer.device, sig });
}

type Allowed = (device: string) => string | undefined;

/** A value signed by a device `allowed` gives a key for, over `message` (which names its place). */
async function verified(raw: unknown, field: 'ask' | 'answer', allowed: Allowed, message: (value: unknown) => unknown) {
  if (!isObject(raw) || typeof raw.by !== 'string') return false;
  const key = allowed(raw.by);
  return Boolean(key) && verifyValue(key as string, message(raw[field]), raw.sig);
}

/** An ask: signed by whom `allowed` gives a key for (the GM), under its own key, and one the rules could make. */
export async function readAsk(doc: Y.Doc, table: string, key: string, allowed: Allowed): Promise<Read<SaveAsk>> {
  const raw = pairMaps(doc).asks.get(key);
  if (raw === undefined) return absent;
  const place = askOfKey(key);
  if (!place) return invalid;
  if (!(await verified(raw, 'ask', allowed, (ask) => signed.ask(table, place.sheetId, place.askId, ask as SaveAsk)))) return refused;
  const parsed = askSchema.safeParse((raw as { ask: unknown }).ask);
  return parsed.success ? { ok: true, value: parsed.data } : invalid;
}

/** An answer: signed by whom `allowed` gives a key for (the sheet's owner), a natural d20, a bonus within the rules, their sum. */
export async function readAnswer(doc: Y.Doc, table: string, key: string, allowed: Allowed): Promise<Read<SaveAnswer>> {
  const raw = pairMaps(doc).answers.get(key);
  if (raw === undefined) return absent;
  const place = askOfKey(key);
  if (!place) return invalid;
  if (!(await verified(raw, 'answer', allowed, (answer) => signed.answer(table, place.sheetId, place.askId, answer as SaveAnswer)))) return refused;
  const parsed = answerSchema.safeParse((raw as { answer: unknown }).answer);
  return parsed.success ? { ok: true, value: parsed.data } : invalid;
}
