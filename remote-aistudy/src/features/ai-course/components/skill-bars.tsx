import { useTranslation } from 'shared-ui';
import type { SkillScore } from '../api/review-log';
import { AI_COURSE_NS } from '../ai-course-texts';
import styles from './ai-course.module.css';

/**
 * Horizontal bars of right answers by skill, as a list a screen reader reads line by line
 * ("文法 40%", with the counts when known); the weakest skill can be marked.
 */
export function SkillBars({ skills, label, weakest }: { skills: SkillScore[]; label?: string; weakest?: string }) {
  const { t } = useTranslation(AI_COURSE_NS);
  return (
    <ul className={styles.skillBars} aria-label={label ?? t('skillBars')} data-testid="skill-bars">
      {skills.map((score) => {
        const name = t(`skill.${score.skill}`, { defaultValue: score.skill });
        const percent = Math.max(0, Math.min(100, Math.round(score.percent)));
        return (
          <li key={score.skill} className={styles.skillBar} data-testid="skill-bar" data-skill={score.skill} data-weakest={score.skill === weakest || undefined}>
            <span className={styles.skillName}>{name}</span>
            <span className={styles.barTrack} aria-hidden="true">
              <span className={[styles.barFill, percent < 60 ? styles.barLow : ''].join(' ')} style={{ width: `${percent}%` }} />
            </span>
            <span className={styles.skillValue}>
              {t('percent', { value: percent })}
              {score.total !== undefined && score.correct !== undefined ? <span className={styles.muted}>（{score.correct}/{score.total}）</span> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
