import { useNavigate } from 'shared-ui/router';
import { Card, Page, useTranslation } from 'shared-ui';
import { CEFR_PATHS } from '../cefr-paths';
import { CEFR_NS } from '../cefr-texts';
import styles from './cefr.module.css';

type Section = { heading: string; body: string };

/** A page of headed sections from the CEFR texts (tips, about). */
function ArticlePage({ page, testId }: { page: 'tipsPage' | 'aboutPage'; testId: string }) {
  const { t } = useTranslation(CEFR_NS);
  const navigate = useNavigate();
  const sections = t(`${page}.sections`, { returnObjects: true }) as unknown as Section[];
  return (
    <Page title={t(`${page}.title`)} onBack={() => void navigate(CEFR_PATHS.index)} narrow testId={testId}>
      <Card>
        <article className={styles.article}>
          {sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              <p>{section.body}</p>
            </section>
          ))}
        </article>
      </Card>
    </Page>
  );
}

/** /cefr/testTips: how the adaptive test works and how to answer it. */
export const CefrTestTipsPage = () => <ArticlePage page="tipsPage" testId="cefr-tips" />;

/** /cefr/about: what CEFR is, the can-do statements, and how the portal's levels change. */
export const CefrAboutPage = () => <ArticlePage page="aboutPage" testId="cefr-about" />;
