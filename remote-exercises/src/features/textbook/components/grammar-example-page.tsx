import { useState } from 'react';
import { useNavigate, useSearchParams, numberParam, withQuery } from 'shared-ui/router';
import { Button, PageHeader, QueryState, showToast, useTranslation } from 'shared-ui';
import { useGrammarPoint, type GrammarIndex } from '../api/grammar-index';
import { getResourceInfo } from '../api/get-resource-info';
import { useAudioControl } from '../../engine/hooks/use-audio-control';
import { mediaUrlFor } from '../../engine/api/resource-package';
import { MissingTarget } from '../../practice/components/missing-target';
import { namedRoute, PATHS } from '../../practice/paths';
import classes from '../../practice/components/pages.module.css';

/**
 * /textbook/grammarExample?resource_id=: a grammar point (spec part 2, "Grammar introduction"):
 * the explanation, the example sentences to listen to, and training buttons that open the
 * named routes textbookDetails (type choose) and textbookGrammarBlankfill (type blank_filling).
 */
export function GrammarExamplePage() {
  const { t } = useTranslation('exercises');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resourceId = numberParam(params, 'resource_id');
  const grammarPoint = useGrammarPoint(resourceId);
  const back = params.get('unit_id') ? withQuery(PATHS.unitList, { unit_id: params.get('unit_id') }) : PATHS.bookList;

  const openTraining = async (training: GrammarIndex['training'][number]) => {
    try {
      const target = await getResourceInfo({ resource_code: training.path });
      const name = training.training_type === 'choose' ? 'textbookDetails' : 'textbookGrammarBlankfill';
      void navigate(namedRoute(name, params, { type: training.training_type, resource_id: target.resource_id, grammar_id: resourceId }));
    } catch {
      showToast(t('loading.failed'));
    }
  };

  if (!resourceId) return <MissingTarget />;
  return (
    <div className={classes.page} data-testid="grammar-example">
      <QueryState query={grammarPoint}>
        {({ info, index }) => <GrammarTabs title={info.title} index={index} media={mediaUrlFor(info.resource_file, info.resource_version)} onBack={() => void navigate(back)} onTraining={(training) => void openTraining(training)} />}
      </QueryState>
    </div>
  );
}

type TabsProps = {
  title: string;
  index: GrammarIndex;
  media: (path: string) => string;
  onBack: () => void;
  onTraining: (training: GrammarIndex['training'][number]) => void;
};

function GrammarTabs({ title, index, media, onBack, onTraining }: TabsProps) {
  const { t } = useTranslation('exercises');
  const [tab, setTab] = useState<'introduce' | 'sentence' | 'training'>('introduce');
  const audio = useAudioControl(1, () => showToast(t('player.playFailed')));
  const tabs = [
    { key: 'introduce' as const, label: index.introduce?.tab_name ?? t('textbook.grammarIntroduce') },
    { key: 'sentence' as const, label: index.sentence?.tab_name ?? t('textbook.grammarExample') },
    { key: 'training' as const, label: t('textbook.grammarTraining') },
  ];
  return (
    <>
      <PageHeader title={title} onBack={onBack} />
      <div className={classes.tabs} role="tablist" aria-label={title}>
        {tabs.map((entry) => (
          <button key={entry.key} type="button" role="tab" id={`grammar-tab-${entry.key}`} aria-selected={tab === entry.key} aria-controls="grammar-panel" className={classes.tab} onClick={() => setTab(entry.key)}>
            {entry.label}
          </button>
        ))}
      </div>
      <section className={classes.panel} role="tabpanel" id="grammar-panel" aria-labelledby={`grammar-tab-${tab}`}>
        {tab === 'introduce' && index.introduce ? (
          <>
            <p className={classes.prose} lang="ja">
              {index.introduce.content_jp}
            </p>
            {index.introduce.picture ? <img className={classes.picture} src={media(index.introduce.picture)} alt="" /> : null}
          </>
        ) : null}
        {tab === 'sentence' && index.sentence ? (
          <ul className={classes.list}>
            {index.sentence.sentences.map((sentence) => (
              <li key={sentence.question_id} className={classes.sentence}>
                <Button variant="secondary" width="auto" onClick={() => audio.play(media(sentence.audio_file))} aria-label={`${t('textbook.playSentence')}: ${sentence.en}`}>
                  {audio.playing === media(sentence.audio_file) ? '❚❚' : '▶'}
                </Button>
                <div>
                  <p className={classes.cardTitle} lang="en">
                    {sentence.en}
                  </p>
                  <p className={classes.muted} lang="ja">
                    {sentence.jp}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        {tab === 'training' ? (
          index.training.length === 0 ? (
            <p>{t('textbook.grammarEmpty')}</p>
          ) : (
            <div className={classes.actions}>
              {index.training.map((training) => (
                <Button key={training.path} onClick={() => onTraining(training)} data-testid={`training-${training.training_type}`}>
                  {training.tab_name}
                </Button>
              ))}
            </div>
          )
        ) : null}
      </section>
    </>
  );
}
