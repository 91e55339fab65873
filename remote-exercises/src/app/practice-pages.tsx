// The practice and result pages, loaded when a student first opens one (route `lazy`), so the
// list pages do not carry the engine and every question type. Importing this registers the types.
import { HomeworkPracticePage, HomeworkResultPage } from '../features/homework/components/homework-practice-page';
import { ResourcePracticePage, ResourceResultPage } from '../features/textbook/components/resource-flow';
import { SKILLUP_FLOW } from '../features/skillup/components/skillup-flow';
import { GrammarExamplePage } from '../features/textbook/components/grammar-example-page';
import { TEXTBOOK_FLOW } from '../features/textbook/components/textbook-flow';
import { registerQuestionTypes } from './register-question-types';

registerQuestionTypes();

export const TextbookPractice = () => <ResourcePracticePage flow={TEXTBOOK_FLOW} />;
export const TextbookResult = () => <ResourceResultPage flow={TEXTBOOK_FLOW} />;
export const SkillupPractice = () => <ResourcePracticePage flow={SKILLUP_FLOW} />;
export const SkillupResult = () => <ResourceResultPage flow={SKILLUP_FLOW} />;
export { GrammarExamplePage, HomeworkPracticePage, HomeworkResultPage };
