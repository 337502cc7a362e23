import { Link } from '@tanstack/react-router';
import { useWords } from '../i18n/words';

export function NotFound() {
  const { t } = useWords('app');
  return (
    <section className="p-4">
      <h1 className="text-xl font-bold">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/" className="underline">{t('notFound.back')}</Link>
    </section>
  );
}
