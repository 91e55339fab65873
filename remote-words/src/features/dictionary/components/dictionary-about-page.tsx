import { Card, formatDate, Page, QueryState, useTranslation } from 'shared-ui';
import { Link, useNavigate } from 'shared-ui/router';
import { useIntroduction } from '../api/get-introduction';
import { DICTIONARY_PATHS } from '../dictionary-paths';
import { DICTIONARY_NS } from '../dictionary-texts';
import styles from './dictionary.module.css';

/** /dictionary/about: what the dictionary is, its size, and the sources and licences of its data. */
export function DictionaryAboutPage() {
  const { t, i18n } = useTranslation(DICTIONARY_NS);
  const navigate = useNavigate();
  const intro = useIntroduction();
  const number = (value: number) => value.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'ja-JP');
  return (
    <Page title={t('about.title')} onBack={() => void navigate(DICTIONARY_PATHS.index)} narrow testId="dictionary-about">
      <QueryState query={intro}>
        {(data) => (
          <div className={styles.stack}>
            <Card title={data.title}>
              {data.paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </Card>
            <Card title={t('about.stats')}>
              <dl className={styles.stats} data-testid="dictionary-stats">
                {(
                  [
                    ['headwords', data.stats.headwords],
                    ['phrases', data.stats.phrases],
                    ['withIpa', data.stats.with_ipa],
                    ['withExamples', data.stats.with_examples],
                  ] as const
                ).map(([key, value]) => (
                  <div key={key} className={styles.stat}>
                    <dt>{t(`about.${key}`)}</dt>
                    <dd data-testid={`stat-${key}`}>{t('about.count', { value: number(value) })}</dd>
                  </div>
                ))}
              </dl>
              <p className={styles.muted}>{t('about.builtAt', { date: formatDate(data.stats.built_at, i18n.language) })}</p>
            </Card>
            <Card title={t('about.licences')}>
              <ul className={styles.licences} data-testid="licences">
                {data.licences.map((licence) => (
                  <li key={licence.name} className={styles.licence} data-testid="licence">
                    <h3>{licence.name}</h3>
                    <p className={styles.muted}>{t('about.source', { source: licence.source })}</p>
                    <p className={styles.muted}>{t('about.licence', { licence: licence.licence })}</p>
                    {licence.notice ? <p>{licence.notice}</p> : null}
                    {licence.url ? (
                      <p>
                        <a href={licence.url} target="_blank" rel="noreferrer noopener" lang="en">
                          {licence.url}
                        </a>
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </Card>
            <p className={styles.footerLinks}>
              <Link to={DICTIONARY_PATHS.index} className={styles.chip}>
                {t('about.toSearch')}
              </Link>
            </p>
          </div>
        )}
      </QueryState>
    </Page>
  );
}
