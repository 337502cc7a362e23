import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useAppStore } from '../../store/store';
import type { IceServer } from '../../store/types';
import { DEFAULT_ICE_SERVERS, DEFAULT_SIGNALING, isIceUrl, isSignalingUrl, isTurnSecret, isTurnUrl } from './table-code';

/** Settings for shared tables: which signaling servers introduce devices, and which STUN/TURN servers help them connect. */
export function TableSettings() {
  const { t } = useTranslation('table');
  return (
    <section aria-labelledby="table-settings" className="flex flex-col gap-3">
      <h2 id="table-settings" className="text-xl font-semibold">{t('settings.title')}</h2>
      <p className="text-sm">{t('settings.intro')}</p>
      <ServerList kind="signaling" defaults={DEFAULT_SIGNALING} valid={isSignalingUrl} />
      <ServerList kind="iceServers" defaults={DEFAULT_ICE_SERVERS} valid={isIceUrl} allowEmpty />
      <TurnServers />
    </section>
  );
}

function ServerList({ kind, defaults, valid, allowEmpty = false }: { kind: 'signaling' | 'iceServers'; defaults: string[]; valid: (url: string) => boolean; allowEmpty?: boolean }) {
  const { t } = useTranslation('table');
  const id = useId();
  const stored = useAppStore((s) => s.settings[kind]);
  const setServers = useAppStore((s) => s.setTableServers);
  const current = stored ?? defaults;
  // TURN servers with a username and credential are listed under their own heading (TurnServers) and kept here.
  const withCredentials = current.filter((server): server is Exclude<IceServer, string> => typeof server !== 'string');
  const [text, setText] = useState(current.filter((server) => typeof server === 'string').join('\n'));
  const [message, setMessage] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const urls = text.split(/\s+/).filter(Boolean);
    const bad = urls.filter((url) => !valid(url));
    if (bad.length > 0) return setMessage(t(`settings.${kind}.bad`, { url: bad[0] }));
    if (urls.length === 0 && !allowEmpty) return setMessage(t('settings.signaling.empty'));
    if (urls.length > 20) return setMessage(t('settings.tooMany'));
    setServers(kind, [...urls, ...withCredentials]);
    setMessage(t('settings.saved'));
  };
  const restore = () => {
    setServers(kind, null);
    setText(defaults.join('\n'));
    setMessage(t('settings.restored'));
  };

  return (
    <form onSubmit={save} className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">{t(`settings.${kind}.label`)}</label>
      <textarea
        id={id}
        rows={3}
        value={text}
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-help`}
        className="rounded-lg border border-slate-400 bg-white p-2 font-mono text-sm dark:border-slate-600 dark:bg-slate-950"
      />
      <p id={`${id}-help`} className="text-sm text-slate-600 dark:text-slate-300">{t(`settings.${kind}.help`, { defaults: defaults.join(', ') })}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t('settings.save')}</Button>
        <Button onClick={restore} disabled={stored === undefined}>{t('settings.restore')}</Button>
      </div>
      <p role="status" className="text-sm">{message ?? ''}</p>
    </form>
  );
}

/** TURN servers with a username and credential (a relay for devices on different networks): listed, added, removed. */
function TurnServers() {
  const { t } = useTranslation('table');
  const stored = useAppStore((s) => s.settings.iceServers);
  const setServers = useAppStore((s) => s.setTableServers);
  const current: IceServer[] = stored ?? DEFAULT_ICE_SERVERS;
  const turns = current.filter((server): server is Exclude<IceServer, string> => typeof server !== 'string');
  const [urls, setUrls] = useState('');
  const [username, setUsername] = useState('');
  const [credential, setCredential] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const url = urls.trim();
    if (!isTurnUrl(url)) return setMessage(t('settings.turn.badUrl', { url }));
    if (!isTurnSecret(username.trim()) || !isTurnSecret(credential)) return setMessage(t('settings.turn.missing'));
    if (current.length >= 20) return setMessage(t('settings.tooMany'));
    const rest = current.filter((server) => typeof server === 'string' || server.urls !== url);
    setServers('iceServers', [...rest, { urls: url, username: username.trim(), credential }]);
    setUrls('');
    setUsername('');
    setCredential('');
    setMessage(t('settings.saved'));
  };
  const remove = (url: string) => {
    setServers('iceServers', current.filter((server) => typeof server === 'string' || server.urls !== url));
    setMessage(t('settings.turn.removed', { url }));
  };

  return (
    <form onSubmit={add} aria-labelledby="turn-servers" className="flex flex-col gap-2">
      <h3 id="turn-servers" className="text-sm font-medium">{t('settings.turn.title')}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('settings.turn.help')}</p>
      {turns.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label={t('settings.turn.list')}>
          {turns.map((server) => (
            <li key={server.urls} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="break-all font-mono">{server.urls}</span>
              <span>{t('settings.turn.as', { username: server.username })}</span>
              <Button tone="ghost" onClick={() => remove(server.urls)} aria-label={t('settings.turn.remove', { url: server.urls })}>{t('settings.turn.removeShort')}</Button>
            </li>
          ))}
        </ul>
      )}
      <TextField label={t('settings.turn.url')} value={urls} onChange={(event) => setUrls(event.target.value)} placeholder="turn:turn.example.org:3478" spellCheck={false} autoComplete="off" />
      <TextField label={t('settings.turn.username')} value={username} onChange={(event) => setUsername(event.target.value)} spellCheck={false} autoComplete="off" />
      <TextField label={t('settings.turn.credential')} value={credential} onChange={(event) => setCredential(event.target.value)} type="password" autoComplete="new-password" />
      <div>
        <Button type="submit">{t('settings.turn.add')}</Button>
      </div>
      <p role="status" className="text-sm">{message ?? ''}</p>
    </form>
  );
}
