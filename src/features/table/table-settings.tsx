import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useAppStore } from '../../store/store';
import { DEFAULT_ICE_SERVERS, DEFAULT_SIGNALING, isIceUrl, isSignalingUrl } from './table-code';

/** Settings for shared tables: which signaling servers introduce devices, and which STUN/TURN servers help them connect. */
export function TableSettings() {
  const { t } = useTranslation('table');
  return (
    <section aria-labelledby="table-settings" className="flex flex-col gap-3">
      <h2 id="table-settings" className="text-xl font-semibold">{t('settings.title')}</h2>
      <p className="text-sm">{t('settings.intro')}</p>
      <ServerList kind="signaling" defaults={DEFAULT_SIGNALING} valid={isSignalingUrl} />
      <ServerList kind="iceServers" defaults={DEFAULT_ICE_SERVERS} valid={isIceUrl} allowEmpty />
    </section>
  );
}

function ServerList({ kind, defaults, valid, allowEmpty = false }: { kind: 'signaling' | 'iceServers'; defaults: string[]; valid: (url: string) => boolean; allowEmpty?: boolean }) {
  const { t } = useTranslation('table');
  const id = useId();
  const stored = useAppStore((s) => s.settings[kind]);
  const setServers = useAppStore((s) => s.setTableServers);
  const current = stored ?? defaults;
  const [text, setText] = useState(current.join('\n'));
  const [message, setMessage] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const urls = text.split(/\s+/).filter(Boolean);
    const bad = urls.filter((url) => !valid(url));
    if (bad.length > 0) return setMessage(t(`settings.${kind}.bad`, { url: bad[0] }));
    if (urls.length === 0 && !allowEmpty) return setMessage(t('settings.signaling.empty'));
    if (urls.length > 20) return setMessage(t('settings.tooMany'));
    setServers(kind, urls);
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
