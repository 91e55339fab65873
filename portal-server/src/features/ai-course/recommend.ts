// The AI course's recommendation (GET /v3/ai/course/recommend/index): from what a student got
// wrong in the course and how they score per skill across the portal, the weakest skills and the
// practice resources that train them, each with the reason in Japanese. Pure: the service gathers
// the history (service.ts), this decides, so fixed histories can test every rule.
import { AI_SKILLS, type AiSkill } from './content-schema';

export const SKILL_NAMES_JA: Record<AiSkill, string> = {
  listening: 'リスニング',
  reading: 'リーディング',
  speaking: 'スピーキング',
  writing: 'ライティング',
  grammar: '文法',
  vocabulary: '語彙',
};


/** Where a skill score comes from; the course's own results weigh double (the recommendation is for this course). */
export const EVIDENCE_SOURCES = {
  course_test: { label: 'コーステスト', weight: 2 },
  course_exercises: { label: 'この講座の復習・定着問題', weight: 2 },
  practice: { label: 'スキルアップ・教科書の練習', weight: 1 },
  exams: { label: '模擬試験', weight: 1 },
  words: { label: '単語テスト', weight: 1 },
} as const;
export type EvidenceSource = keyof typeof EVIDENCE_SOURCES;

/** Counted answers of one skill from one source. */
export type SkillEvidence = { skill: AiSkill; source: EvidenceSource; correct: number; total: number };

/** A practice resource the engine can play, with the skill it trains. */
export type Candidate = { resource_id: number; title: string; res_type: string; skill: AiSkill; origin: 'skillup' | 'textbook' | 'aicourse'; done: boolean };

export type WeakSkill = { skill: AiSkill; percent: number; source: string };
export type Recommendation = { resource_id: number; title: string; res_type: string; skill: AiSkill; reason: string; done: 0 | 1 };

/** Skills under this percent count as weak; when none is, the lowest one is still worth work. */
export const WEAK_BELOW = 80;
const MAX_WEAK_SKILLS = 3;
const PER_SKILL = 3;
const MAX_LIST = 6;

const percentOf = (correct: number, total: number) => (total === 0 ? 0 : Math.round((correct / total) * 100));

type SkillScore = { skill: AiSkill; percent: number; parts: { source: EvidenceSource; percent: number }[] };

/** Per skill with evidence: each source's percent and their weighted mean. */
export function skillScores(evidence: SkillEvidence[]): SkillScore[] {
  const scores: SkillScore[] = [];
  for (const skill of AI_SKILLS) {
    const parts = (Object.keys(EVIDENCE_SOURCES) as EvidenceSource[]).flatMap((source) => {
      const rows = evidence.filter((row) => row.skill === skill && row.source === source);
      const total = rows.reduce((sum, row) => sum + row.total, 0);
      return total > 0 ? [{ source, percent: percentOf(rows.reduce((sum, row) => sum + row.correct, 0), total) }] : [];
    });
    if (parts.length === 0) continue;
    const weight = parts.reduce((sum, part) => sum + EVIDENCE_SOURCES[part.source].weight, 0);
    const percent = Math.round(parts.reduce((sum, part) => sum + part.percent * EVIDENCE_SOURCES[part.source].weight, 0) / weight);
    scores.push({ skill, percent, parts });
  }
  return scores;
}

const evidenceText = (score: SkillScore) => score.parts.map((part) => `${EVIDENCE_SOURCES[part.source].label}の${SKILL_NAMES_JA[score.skill]}が ${part.percent}%`).join('、');

/** Resources for one skill: not yet done first, then the portal's own practice before the course's. */
function pick(candidates: Candidate[], skill: AiSkill, taken: Set<number>): Candidate[] {
  const originOrder = { skillup: 0, textbook: 1, aicourse: 2 } as const;
  return candidates
    .filter((candidate) => candidate.skill === skill && !taken.has(candidate.resource_id))
    .sort((a, b) => Number(a.done) - Number(b.done) || originOrder[a.origin] - originOrder[b.origin])
    .slice(0, PER_SKILL);
}

/**
 * The weakest skills (under WEAK_BELOW, lowest first, at most three; the lowest one when none is
 * under) and up to six resources training them. Ties go to the course's skills in lesson order,
 * then the portal's order of skills, so the same history always gives the same answer. Without
 * any history the course's own skills are recommended in lesson order, and the reason says so.
 */
export function recommend(input: { courseSkills: AiSkill[]; evidence: SkillEvidence[]; candidates: Candidate[] }): { weakest: WeakSkill[]; list: Recommendation[] } {
  const scores = skillScores(input.evidence);
  const rank = (skill: AiSkill) => {
    const inCourse = input.courseSkills.indexOf(skill);
    return inCourse >= 0 ? inCourse : input.courseSkills.length + AI_SKILLS.indexOf(skill);
  };
  const ordered = [...scores].sort((a, b) => a.percent - b.percent || rank(a.skill) - rank(b.skill));
  const weak = ordered.filter((score) => score.percent < WEAK_BELOW).slice(0, MAX_WEAK_SKILLS);
  const chosen = weak.length > 0 ? weak : ordered.slice(0, 1);
  const taken = new Set<number>();
  const list: Recommendation[] = [];
  const add = (skill: AiSkill, reason: string) => {
    for (const candidate of pick(input.candidates, skill, taken)) {
      if (list.length >= MAX_LIST) return;
      taken.add(candidate.resource_id);
      list.push({ resource_id: candidate.resource_id, title: candidate.title, res_type: candidate.res_type, skill, reason, done: candidate.done ? 1 : 0 });
    }
  };
  if (chosen.length === 0) {
    for (const skill of [...new Set(input.courseSkills)]) add(skill, `まだ学習記録がないため、この講座で学ぶ${SKILL_NAMES_JA[skill]}の練習から始めましょう。`);
    return { weakest: [], list };
  }
  for (const score of chosen) {
    const why = evidenceText(score);
    add(score.skill, score.percent < WEAK_BELOW ? `${why} のため、${SKILL_NAMES_JA[score.skill]}を練習しましょう。` : `どの技能も ${WEAK_BELOW}% 以上です。いちばん低い${SKILL_NAMES_JA[score.skill]}（${why}）をさらに伸ばしましょう。`);
  }
  return {
    weakest: chosen.map((score) => ({ skill: score.skill, percent: score.percent, source: score.parts.map((part) => EVIDENCE_SOURCES[part.source].label).join('、') })),
    list,
  };
}
