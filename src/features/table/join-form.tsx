import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { CheckField } from '../../components/check-field';
import { TextField } from '../../components/text-field';
import { useAppStore } from '../../store/store';
import { listedSheets } from '../../store/monsters';
import { answerOffer, ScanGmCodeDialog } from './local-join';
import { formatCode, HUB_URL, normalizeCode, type TableLink } from './table-code';
import { defaultSignaling } from './table-network';
import { MAX_NAME_LENGTH, type TableRole } from './table-record';
import { leaveTable, openTable } from './table-session';
import { useTable } from './use-table';

/**
 * Joining a table: the code (from the link, or typed), the name to go by there, and which of
 * this device's sheets to bring; or only watching (a TV, a second screen). A sheet brought
 * stays this device's: the GM sees it and may act on it, and leaving takes it back.
 */
export function JoinForm({ link }: { link: TableLink | null }) {
  const { t } = useTranslation(['table', 'rules']);
  const navigate = useNavigate();
  const settings = useAppStore((s) => s.settings);
  const sheets = useAppStore((s) => s.sheets);
  const encounters = useAppStore((s) => s.encounters);
  const mine = useMemo(
    () => listedSheets({ sheets, encounters }).filter((sheet) => !sheet.table).sort((a, b) => a.createdAt - b.createdAt).map((sheet) => ({ id: sheet.id, name: sheet.creature.name, preset: sheet.creature.preset })),
    [sheets, encounters],
  );
  const current = useTable((s) => s.record);
  // A table without internet's code read here (the GM's QR code) replaces the link the page opened with.
  const [scanned, setScanned] = useState<TableLink | null>(null);
  const [scanning, setScanning] = useState(false);
  const { code: linked = null, signaling = null, gmKey = null, offer = null } = scanned ?? link ?? {};
  const [typed, setTyped] = useState(linked ? formatCode(linked) : '');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Exclude<TableRole, 'gm'>>('player');
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set(mine.length === 1 ? [mine[0]!.id] : []));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const code = normalizeCode(typed);
  const already = current && code === current.code;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code) return setProblem(t('join.badCode'));
    const trimmed = name.trim();
    if (!trimmed) return setProblem(t('join.noName'));
    if (role === 'player' && picked.size === 0) return setProblem(t('join.noSheet'));
    setProblem(null);
    setBusy(true);
    if (current) void leaveTable();
    const sheets = role === 'player' ? mine.filter((sheet) => picked.has(sheet.id)).map((sheet) => sheet.id) : [];
    try {
      // A table without internet: this phone answers the GM's offer, and its signaling goes through that link alone.
      const local = offer !== null && code === linked;
      await openTable({
        code, role, name: trimmed, sheets, signaling: local ? [HUB_URL] : signaling ?? settings.signaling ?? (await defaultSignaling()), showNumbers: false,
        // The link pins the GM's key; a code typed or linked to another table trusts the first GM it hears.
        ...(gmKey && code === linked ? { gmKey } : {}),
      });
      if (local) answerOffer(offer, code);
    } catch (error) {
      setBusy(false);
      // Without Web Crypto (plain http:// on another address) no table can open; anything else is said as it is.
      return setProblem(globalThis.crypto?.subtle ? t('join.failed', { reason: String(error) }) : t('join.insecure'));
    }
    setBusy(false);
    if (sheets[0]) void navigate({ to: '/sheet/$sheetId', params: { sheetId: sheets[0] } });
    else void navigate({ to: '/table' });
  };

  if (already) {
    return <p>{t('join.already')}</p>;
  }

  return (
    <>
      {/* Outside the form: the scanner's paste box is a form of its own. */}
      <ScanGmCodeDialog
        open={scanning}
        onClose={() => setScanning(false)}
        title={t('scan.title')}
        description={t('scan.description')}
        onLink={(read) => {
          setScanned(read);
          setTyped(formatCode(read.code));
          setScanning(false);
          return null;
        }}
      />
      <form onSubmit={(event) => void submit(event)} className="flex max-w-xl flex-col gap-3" noValidate>
        {offer && code === linked ? (
          <p role="status" className="font-medium" data-testid="join-local">{t('scan.read')}</p>
        ) : (
          <Button className="self-start" onClick={() => setScanning(true)}>{t('scan.open')}</Button>
        )}
        <TextField
          label={t('join.code')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder="XXXX-XXXX-XXXX"
          maxLength={20}
          aria-invalid={typed !== '' && !code}
          className="font-mono"
        />
        <TextField label={t('join.name')} value={name} onChange={(event) => setName(event.target.value)} maxLength={MAX_NAME_LENGTH} autoComplete="nickname" />
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">{t('join.how')}</legend>
          <CheckField type="radio" name="table-role" checked={role === 'player'} onChange={() => setRole('player')} label={t('join.asPlayer')} />
          <CheckField type="radio" name="table-role" checked={role === 'viewer'} onChange={() => setRole('viewer')} label={t('join.asViewer')} />
        </fieldset>
        {role === 'player' && (
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium">{t('join.sheets')}</legend>
            {mine.length === 0 && <p className="text-sm">{t('join.noSheets')}</p>}
            {mine.map((sheet) => (
              <CheckField
                key={sheet.id}
                checked={picked.has(sheet.id)}
                onChange={() => setPicked((prev) => {
                  const next = new Set(prev);
                  if (next.has(sheet.id)) next.delete(sheet.id); else next.add(sheet.id);
                  return next;
                })}
                label={<><span className="break-all">{sheet.name}</span> <span className="text-sm text-slate-600 dark:text-slate-300">({t(`rules:presets.${sheet.preset}`)})</span></>}
              />
            ))}
          </fieldset>
        )}
        {current && <p className="text-sm">{t('join.leavesCurrent')}</p>}
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">{problem ?? ''}</p>
        <Button tone="primary" type="submit" disabled={busy} className="self-start">{t('join.submit')}</Button>
      </form>
    </>
  );
}
