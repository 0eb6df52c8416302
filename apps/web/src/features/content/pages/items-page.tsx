import { ItemsPage } from '../components/item-list';

/** `/chapters/{subjectId}`. */
export const ChaptersPage = () => <ItemsPage kind="chapter" />;
/** `/lectures/{subjectId}`. */
export const LecturesPage = () => <ItemsPage kind="lecture" />;
/** `/question-solve/{subjectId}`. */
export const QuestionSolvePage = () => <ItemsPage kind="question-solve" />;
