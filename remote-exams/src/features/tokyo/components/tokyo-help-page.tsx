import { Link, useNavigate } from 'shared-ui/router';
import { Card, LinkButton, Page, QueryState, useTranslation } from 'shared-ui';
import { useDirectoryList } from '../../eiken-challenge/api/get-directory-list';
import { TOKYO_PATHS, TOKYO_TASKS } from '../tokyo-paths';
import { TOKYO_NS } from '../tokyo-texts';
import { styles } from './tokyo-styles';

/** The help page's sections of tips, each a list of texts (help.tip_<section>_<n>). */
const TIP_SECTIONS = { tipsA: 3, tipsB: 3, tipsC: 3, tipsD: 3 } as const;

/**
 * /tokyo/help: how the Tokyo speaking test and this practice work, in Japanese: the four parts
 * and their timing, how the speech server scores a recording (accuracy, fluency, integrity and
 * what the points mean), using the microphone, and tips per part; the full tests' time limits
 * come from the server.
 */
export function TokyoHelpPage() {
  const { t } = useTranslation(TOKYO_NS);
  const navigate = useNavigate();
  const tests = useDirectoryList('tokyo');
  return (
    <Page title={t('helpTitle')} lead={t('helpLead')} onBack={() => void navigate(TOKYO_PATHS.index)} narrow testId="tokyo-help">
      <Card title={t('helpPartsTitle')}>
        <div className={styles.help}>
          <p>{t('helpPartsIntro')}</p>
          <dl data-testid="help-parts">
            {TOKYO_TASKS.map((task) => (
              <div key={task} className={styles.helpRow}>
                <dt>{t(`taskName_${task}`)}</dt>
                <dd>
                  <p>{t(`taskHow_${task}`)}</p>
                  <p className={styles.muted}>{t(`helpTiming_${task}`)}</p>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </Card>
      <Card title={t('helpTimingTitle')}>
        <div className={styles.help}>
          <p>{t('helpTiming1')}</p>
          <p>{t('helpTiming2')}</p>
          <QueryState query={tests} isEmpty={({ list }) => list.length === 0} empty={t('noTests')}>
            {({ list }) => (
              <ul data-testid="help-tests">
                {list.map((test) => (
                  <li key={test.directory_id}>{t('helpTestRow', { title: test.title, minutes: test.minutes, count: test.item_count })}</li>
                ))}
              </ul>
            )}
          </QueryState>
        </div>
      </Card>
      <Card title={t('helpScoringTitle')}>
        <div className={styles.help}>
          <p>{t('helpScoring1')}</p>
          <dl data-testid="help-scores">
            <dt>{t('accuracy')}</dt>
            <dd>{t('helpAccuracy')}</dd>
            <dt>{t('fluency')}</dt>
            <dd>{t('helpFluency')}</dd>
            <dt>{t('integrity')}</dt>
            <dd>{t('helpIntegrity')}</dd>
          </dl>
          <p>{t('helpScoring2')}</p>
          <ul>
            <li>{t('helpBand1')}</li>
            <li>{t('helpBand2')}</li>
            <li>{t('helpBand3')}</li>
          </ul>
          <p className={styles.muted}>{t('helpScoring3')}</p>
        </div>
      </Card>
      <Card title={t('helpMicTitle')}>
        <div className={styles.help}>
          <ol>
            <li>{t('helpMic1')}</li>
            <li>{t('helpMic2')}</li>
            <li>{t('helpMic3')}</li>
            <li>{t('helpMic4')}</li>
          </ol>
        </div>
      </Card>
      <Card title={t('helpTipsTitle')}>
        <div className={styles.help}>
          {Object.entries(TIP_SECTIONS).map(([section, count]) => (
            <div key={section}>
              <h3>{t(`${section}Title`)}</h3>
              <ul>
                {Array.from({ length: count }, (_, index) => (
                  <li key={index}>{t(`${section}_${index + 1}`)}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Card>
      <div className={styles.actions}>
        <LinkButton primary to={TOKYO_PATHS.index}>
          {t('backToHub')}
        </LinkButton>
        <Link to={TOKYO_PATHS.unitList}>{t('toUnits')}</Link>
      </div>
    </Page>
  );
}
