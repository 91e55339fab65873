import { Button, Modal, QueryState, useTranslation } from 'shared-ui';
import { useWordLookup } from '../../../lib/word-lookup';
import { READER_NS } from '../reader-texts';
import styles from './reader.module.css';

/** A tapped word's dictionary entry (remote-words' lookup: meanings, audio, add to my words) over the page. */
export function WordLookupDialog({ word, onClose }: { word: string; onClose: () => void }) {
  const { t } = useTranslation(READER_NS);
  const lookup = useWordLookup();
  return (
    <Modal
      title={t('lookupTitle', { word })}
      onEscape={onClose}
      onOutsideClick={onClose}
      className={styles.sheet}
      testId="word-lookup-dialog"
      footer={
        <Button variant="secondary" onClick={onClose} data-testid="lookup-close">
          {t('close')}
        </Button>
      }
    >
      <QueryState query={lookup}>{({ WordLookup }) => <WordLookup word={word} />}</QueryState>
    </Modal>
  );
}
