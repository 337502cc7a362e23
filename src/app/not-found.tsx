import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation('app');
  return (
    <section className="p-4">
      <h1 className="text-xl font-bold">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/" className="underline">{t('notFound.back')}</Link>
    </section>
  );
}
