import { isApiError } from 'shared-api';
import { Link, useSearchParams, withQuery } from 'shared-ui/router';
import { Card, LinkButton, Page, QueryState, StatusBlock, useTranslation } from 'shared-ui';
import { useWritingResult } from '../api/get-writing-result';
import type { WritingPaths } from '../writing-paths';
import { WRITING_NS } from '../writing-texts';
import { EvaluationBars } from './evaluation-bars';
import { MarkedText } from './marked-text';
import { SentenceAnalysis } from './sentence-analysis';
import { WritingResultView } from './writing-result-view';
import styles from './writing.module.css';

/** The essay of ?guid=, or a not-found block (wrong guid, another student's essay). */
function ResultQuery({ paths, children }: { paths: WritingPaths; children: (result: NonNullable<ReturnType<typeof useWritingResult>['data']>) => React.ReactNode }) {
  const { t } = useTranslation(WRITING_NS);
  const [params] = useSearchParams();
  const guid = params.get('guid') ?? '';
  const result = useWritingResult(guid);
  const notFound = (detail?: string) => (
    <StatusBlock
      title={t('result.notFound')}
      detail={detail}
      testId="writing-result-not-found"
      action={
        <Link className={styles.link} to={paths.history}>
          {t('toHistory')}
        </Link>
      }
    />
  );
  if (guid === '') return notFound();
  return (
    <QueryState query={result} renderError={(error) => (isApiError(error) && (error.code === 404 || error.code === 400 || error.code === 403) ? notFound(error.message) : undefined)}>
      {children}
    </QueryState>
  );
}

/** /skillup/writing/result and /ai-writing/result (?guid=): the writing result of spec part 2. */
export function WritingResultPage({ paths }: { paths: WritingPaths }) {
  const { t } = useTranslation(WRITING_NS);
  return (
    <Page title={t('titles.result')} testId="writing-result-page">
      <ResultQuery paths={paths}>{(result) => <WritingResultView result={result} paths={paths} />}</ResultQuery>
    </Page>
  );
}

/** /ai-writing/result/analysis (?guid=): the per-sentence analysis and the four evaluation scores in detail. */
export function WritingAnalysisPage({ paths }: { paths: WritingPaths }) {
  const { t } = useTranslation(WRITING_NS);
  return (
    <Page title={t('titles.analysis')} testId="writing-analysis-page">
      <ResultQuery paths={paths}>
        {(result) => (
          <div className={styles.stack}>
            <Card title={t('result.evaluation')}>
              <EvaluationBars evaluation={result.overall_evaluation} detailed />
            </Card>
            <Card title={t('result.general')}>
              <p>{result.general_comment}</p>
            </Card>
            <Card title={t('result.yourText')}>
              <MarkedText text={result.text} sentences={result.comments} />
            </Card>
            <Card title={t('result.sentences')}>
              <SentenceAnalysis text={result.text} sentences={result.comments} />
            </Card>
            <div className={styles.actions}>
              <LinkButton primary to={withQuery(paths.result, { guid: result.guid })}>
                {t('result.backToResult')}
              </LinkButton>
            </div>
          </div>
        )}
      </ResultQuery>
    </Page>
  );
}
