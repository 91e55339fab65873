import { Link } from 'shared-ui/router';
import { Card, LinkButton, Page, useTranslation } from 'shared-ui';
import { EBOOK_PATHS } from '../../books/books-paths';
import { GUIDE_NS } from '../guide-texts';
import styles from './guide.module.css';

/** The guide's sections in reading order, with the page each one leads to. */
const SECTIONS: { key: string; link?: string }[] = [
  { key: 'rules' },
  { key: 'level', link: EBOOK_PATHS.levelCheck },
  { key: 'meaning' },
  { key: 'glosses' },
  { key: 'audio' },
  { key: 'words' },
  { key: 'aloud' },
  { key: 'exercises' },
  { key: 'impressions' },
  { key: 'history', link: EBOOK_PATHS.history },
];

/** /ebook/doc: how to read graded readers here, for students (Japanese first). */
export function GuidePage() {
  const { t } = useTranslation(GUIDE_NS);
  return (
    <Page title={t('title')} lead={t('lead')} narrow testId="ebook-guide">
      <nav aria-labelledby="guide-contents" className={styles.contents}>
        <h2 id="guide-contents" className={styles.contentsTitle}>
          {t('contents')}
        </h2>
        <ol className={styles.contentsList}>
          {SECTIONS.map(({ key }) => (
            <li key={key}>
              <a href={`#guide-${key}`}>{t(`sections.${key}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {SECTIONS.map(({ key, link }) => (
        <section key={key} id={`guide-${key}`} aria-labelledby={`guide-${key}-title`} className={styles.section} data-testid="guide-section">
          <Card>
            <h2 id={`guide-${key}-title`} className={styles.sectionTitle}>
              {t(`sections.${key}.title`)}
            </h2>
            {(t(`sections.${key}.body`, { returnObjects: true }) as string[]).map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
            {link ? (
              <Link to={link} className={styles.link}>
                {t(`sections.${key}.link`)}
              </Link>
            ) : null}
          </Card>
        </section>
      ))}
      <p className={styles.start}>
        <LinkButton to={EBOOK_PATHS.list} primary>
          {t('start')}
        </LinkButton>
      </p>
    </Page>
  );
}
