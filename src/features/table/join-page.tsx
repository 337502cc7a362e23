import { useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { JoinForm } from './join-form';
import { parseTableLink } from './table-code';

/** /join#t=CODE&s=SERVERS: where the QR code and the link land; without them, the code is typed. */
export function JoinPage() {
  const { t } = useTranslation('table');
  // Read once: the fragment never reaches a server, and the form owns the code from here on.
  const hash = useLocation({ select: (location) => location.hash });
  const [linked] = useState(() => parseTableLink(hash));
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold">{t('join.title')}</h1>
      <p className="max-w-xl">{t('join.intro')}</p>
      <JoinForm link={linked} />
    </section>
  );
}
