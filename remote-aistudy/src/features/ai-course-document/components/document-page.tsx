import { LinkButton, Page, QueryState, useTranslation } from 'shared-ui';
import { AISTUDY_PATHS } from '../../ai-course/ai-course-paths';
import { useDocument } from '../api/get-document';
import { DOCUMENT_NS } from '../document-texts';
import styles from './document-page.module.css';

/** /aistudy/document: the guide to AI study (how the steps, the test and the recommendation work), with its contents. */
export function DocumentPage() {
  const { t } = useTranslation(DOCUMENT_NS);
  const document = useDocument();
  return (
    <QueryState query={document} isEmpty={(data) => data.sections.length === 0}>
      {(data) => (
        <Page title={data.title} narrow testId="aistudy-document">
          <nav aria-label={t('toc')} className={styles.toc}>
            <ol>
              {data.sections.map((section, index) => (
                <li key={index}>
                  <a href={`#ai-guide-${index}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          {data.sections.map((section, index) => (
            <section key={index} aria-labelledby={`ai-guide-${index}`} className={styles.section} data-testid="document-section">
              <h2 id={`ai-guide-${index}`}>{section.heading}</h2>
              {section.body.map((paragraph, position) => (
                <p key={position}>{paragraph}</p>
              ))}
            </section>
          ))}
          <LinkButton primary to={AISTUDY_PATHS.home}>
            {t('toCourses')}
          </LinkButton>
        </Page>
      )}
    </QueryState>
  );
}
