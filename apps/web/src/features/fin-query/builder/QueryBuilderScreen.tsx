import { BuilderSaveDialog } from './BuilderSaveDialog';
import { QueryBuilderPage } from './QueryBuilderPage';

/** The builder screen: the page with the saved-queries save dialog behind Save and Save as. */
export function QueryBuilderScreen() {
  return <QueryBuilderPage SaveDialog={BuilderSaveDialog} />;
}
