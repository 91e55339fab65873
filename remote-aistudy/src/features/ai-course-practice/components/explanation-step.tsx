import { Button, LinkButton, useTranslation } from 'shared-ui';
import { practiceHref } from '../../ai-course/ai-course-paths';
import type { LessonExplanation } from '../api/get-lesson-part';
import { useSubmitExplanation } from '../api/submit-explanation';
import { PRACTICE_NS } from '../practice-texts';
import styles from './practice.module.css';

/** The lesson's explanation: sections with examples, the key phrases, and "read" to mark the step done. */
export function ExplanationStep({ explanation, lessonId }: { explanation: LessonExplanation; lessonId: number }) {
  const { t } = useTranslation(PRACTICE_NS);
  const submit = useSubmitExplanation();
  const done = explanation.done === 1 || submit.isSuccess;
  return (
    <section className={styles.step} aria-labelledby="explanation-heading" data-testid="explanation-step" data-done={done}>
      <h2 id="explanation-heading">{t('explanationHeading')}</h2>
      <p>{explanation.intro}</p>
      {explanation.sections.map((section, index) => (
        <section key={index} className={styles.explanationSection} aria-labelledby={`explanation-section-${index}`} data-testid="explanation-section">
          <h3 id={`explanation-section-${index}`}>{section.heading}</h3>
          {section.body.map((paragraph, position) => (
            <p key={position}>{paragraph}</p>
          ))}
          {section.examples.length ? (
            <ul className={styles.examples} aria-label={t('examples')}>
              {section.examples.map((example, position) => (
                <li key={position} className={styles.example}>
                  <span lang="en" className={styles.exampleEn}>
                    {example.en}
                  </span>
                  <span className={styles.exampleJa}>{example.ja}</span>
                  {example.note ? <span className={styles.muted}>{example.note}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <section className={styles.explanationSection} aria-labelledby="key-phrases-heading">
        <h3 id="key-phrases-heading">{t('keyPhrases')}</h3>
        <table className={styles.phrases} data-testid="key-phrases">
          <thead>
            <tr>
              <th scope="col">{t('phraseEn')}</th>
              <th scope="col">{t('phraseJa')}</th>
            </tr>
          </thead>
          <tbody>
            {explanation.key_phrases.map((phrase, index) => (
              <tr key={index}>
                <td lang="en">{phrase.en}</td>
                <td>{phrase.ja}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div role="status" className={styles.doneLine} data-testid="explanation-status">
        {done ? t('explanationDone') : null}
      </div>
      <div className={styles.stepActions}>
        {done ? null : (
          <Button onClick={() => submit.mutate(explanation.resource_id)} busy={submit.isPending} data-testid="explanation-read">
            {t('markRead')}
          </Button>
        )}
        {done ? (
          <LinkButton primary to={practiceHref(lessonId, 'review')} data-testid="next-step">
            {t('toReview')}
          </LinkButton>
        ) : null}
      </div>
    </section>
  );
}
