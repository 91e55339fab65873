// Pieces shared by dialogue practice and the dialogue challenge: reading the script out of the
// resource and the list of lines with their speakers.
import { useTranslation } from 'shared-ui';
import type { ExerciseItem, PracticeResource } from '../../engine/model/resource';
import { cx } from '../../spoken/components/class-names';
import classes from '../../spoken/components/spoken.module.css';
import { SPOKEN_NAMESPACE } from '../../spoken/i18n/spoken-translations';
import type { DialogueLine, DialogueSpeaker, WaitItem } from '../../spoken/logic/dialogue-script';
import { asSpokenItem, asSpokenResource, screenText, screenTextJapanese } from '../../spoken/model/spoken-item';

export function dialogueLines(items: readonly ExerciseItem[]): DialogueLine[] {
  return items.map((item) => {
    const spoken = asSpokenItem(item);
    const max = Number(spoken.record_max_time);
    return {
      index: item.index,
      question_id: item.question_id,
      speaker: spoken.speaker ?? '',
      screen_text: screenText(item),
      screen_text_jp: screenTextJapanese(item),
      audio_file: item.audio_file,
      ...(Number.isFinite(max) && max > 0 ? { record_max_time: max } : {}),
    };
  });
}

export function dialogueSpeakers(resource: PracticeResource): DialogueSpeaker[] {
  const speakers = asSpokenResource(resource).speakers;
  if (Array.isArray(speakers) && speakers.length > 0) return speakers.filter((speaker) => typeof speaker?.name === 'string');
  // No speaker list: the roles are the distinct speakers of the lines, plus "all".
  const names = [...new Set(resource.items.map((item) => asSpokenItem(item).speaker).filter((name): name is string => !!name))];
  return [...names.map((name) => ({ name, type: 'single' as const })), { name: 'all', type: 'all' as const }];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function waitItems(resource: PracticeResource): WaitItem[] {
  const raw = asSpokenResource(resource).wait_items;
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).flatMap((wait): WaitItem[] => {
    const after = Number(wait.after_index);
    if (!Number.isInteger(after) || (wait.type !== 'audio' && wait.type !== 'timed')) return [];
    return [
      {
        after_index: after,
        type: wait.type,
        ...(typeof wait.seconds === 'number' ? { seconds: wait.seconds } : {}),
        ...(typeof wait.audio_file === 'string' ? { audio_file: wait.audio_file } : {}),
        ...(typeof wait.screen_en_text === 'string' ? { screen_en_text: wait.screen_en_text } : {}),
        ...(typeof wait.screen_jp_text === 'string' ? { screen_jp_text: wait.screen_jp_text } : {}),
      },
    ];
  });
}

export function speakerPicture(speakers: readonly DialogueSpeaker[], name: string): string | undefined {
  return speakers.find((speaker) => speaker.name === name)?.picture;
}

export type DialogueListProps = {
  lines: readonly DialogueLine[];
  speakers: readonly DialogueSpeaker[];
  mediaUrl: (path: string) => string;
  activeId: string | null;
  /** Lines the learner reads (challenge role), shown tinted. */
  mine?: ReadonlySet<string>;
  practised?: ReadonlySet<string>;
  showJapanese: boolean;
  /** Hide the English of the learner's lines (challenge: say it without reading). */
  onSelect?: (line: DialogueLine) => void;
};

export function DialogueList({ lines, speakers, mediaUrl, activeId, mine, practised, showJapanese, onSelect }: DialogueListProps) {
  const { t } = useTranslation(SPOKEN_NAMESPACE);
  return (
    <ol className={classes.lines} data-testid="dialogue-lines">
      {lines.map((line) => {
        const picture = speakerPicture(speakers, line.speaker);
        const active = line.question_id === activeId;
        const body = (
          <>
            {picture ? <img className={classes.avatar} src={mediaUrl(picture)} alt="" /> : null}
            <span className={classes.lineBody}>
              <span className={classes.speaker}>
                {line.speaker}
                {practised?.has(line.question_id) ? ' ✓' : ''}
              </span>
              <span lang="en">{line.screen_text}</span>
              {showJapanese && line.screen_text_jp ? (
                <span className={classes.japanese} lang="ja">
                  {line.screen_text_jp}
                </span>
              ) : null}
            </span>
          </>
        );
        return (
          <li
            key={line.question_id}
            className={cx(classes.line, mine?.has(line.question_id) && classes.lineMine, active && classes.lineActive)}
            aria-current={active ? 'step' : undefined}
            data-testid="dialogue-line"
            data-question-id={line.question_id}
            data-active={active ? 'true' : undefined}
          >
            {onSelect ? (
              <button type="button" className={classes.wordButton} onClick={() => onSelect(line)} aria-label={t('dialogue.line', { speaker: line.speaker, text: line.screen_text })} style={{ display: 'flex', gap: 12, textAlign: 'left' }}>
                {body}
              </button>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ol>
  );
}
