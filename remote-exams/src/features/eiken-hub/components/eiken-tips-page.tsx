import { Link } from 'shared-ui/router';
import { Card, Page, useTranslation } from 'shared-ui';
import { useClassList } from '../../eiken-practice/api/get-class-list';
import { EIKEN_TIPS_NS, TIP_GRADES, TIP_TOPICS, type TipGrade } from '../eiken-tips-texts';
import styles from './eiken-hub.module.css';

/** Translation key part of a grade code (eiken-pre2 -> eiken_pre2). */
const keyOf = (grade: TipGrade) => grade.replace('-', '_');

/**
 * /college/eiken/tips (collegeEikenTips): how Eiken works, the format and pass scores of each
 * grade (the student's target grade marked), and study tips per skill. Static guide text; the
 * student's grade is read when there is one (a college student may have none).
 */
export function EikenTipsPage() {
  const { t } = useTranslation(EIKEN_TIPS_NS);
  const classes = useClassList();
  const mine = classes.data?.level?.code;
  return (
    <Page title={t('title')} lead={t('lead')} testId="eiken-tips">
      <Card title={t('aboutTitle')}>
        <p>{t('about1')}</p>
        <p>{t('about2')}</p>
        <p>{t('about3')}</p>
      </Card>
      <Card title={t('gradesTitle')}>
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="tips-grades">
            <thead>
              <tr>
                <th scope="col" />
                <th scope="col">{t('level')}</th>
                <th scope="col">{t('first')}</th>
                <th scope="col">{t('second')}</th>
                <th scope="col">{t('pass')}</th>
              </tr>
            </thead>
            <tbody>
              {TIP_GRADES.map((grade) => (
                <tr key={grade} aria-current={grade === mine ? 'true' : undefined} className={grade === mine ? styles.mine : undefined}>
                  <th scope="row">
                    {t(`grade_${keyOf(grade)}_name`)}
                    {grade === mine ? <span className={styles.mineBadge}>{t('yourGrade')}</span> : null}
                  </th>
                  <td>{t(`grade_${keyOf(grade)}_level`)}</td>
                  <td>{t(`grade_${keyOf(grade)}_first`)}</td>
                  <td>{t(`grade_${keyOf(grade)}_second`)}</td>
                  <td>{t(`grade_${keyOf(grade)}_pass`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <Card title={t('tipsTitle')}>
        {TIP_TOPICS.map((topic) => (
          <section key={topic} className={styles.tip}>
            <h3>{t(`tip_${topic}_title`)}</h3>
            <p>{t(`tip_${topic}_body`)}</p>
          </section>
        ))}
        <p className={styles.muted}>{t('officialNote')}</p>
      </Card>
      <p className={styles.links}>
        <Link to="/eiken/eikenList">{t('toHub')}</Link>
        <Link to="/eiken/challenge">{t('toChallenge')}</Link>
      </p>
    </Page>
  );
}
