// A first home page: the study areas the portal serves, each a link into its remote.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_NAMESPACE } from './home-messages';

const AREAS = [
  { key: 'bookList', to: '/bookList' },
  { key: 'eiken', to: '/testing' },
  { key: 'dictionary', to: '/dictionary/index' },
  { key: 'ebook', to: '/ebook/index' },
  { key: 'arena', to: '/arena/index' },
  { key: 'aistudy', to: '/aistudy' },
] as const;

export function HomeLinks() {
  const { t } = useTranslation(HOME_NAMESPACE);
  return (
    <nav aria-label={t('areas')}>
      <h1>{t('title')}</h1>
      <ul>
        {AREAS.map((area) => (
          <li key={area.key}>
            <Link to={area.to}>{t(`area.${area.key}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
