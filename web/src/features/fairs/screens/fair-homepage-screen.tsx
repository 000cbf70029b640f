import { ListPanel } from '../../../components/list-panel.tsx';
import { useTranslation } from 'react-i18next';
import { FairRequired } from '../../../components/fair-required.tsx';
import { HomepageEditor } from '../components/homepage-editor.tsx';

/** `/fair/homepage/edit`: the current fair's homepage per language, with its previews (issue 14). */
export function FairHomepageScreen() {
  const { t } = useTranslation('fairs');
  return (
    <ListPanel titleId="fair-homepage-title" title={t('homepage.pageTitle')}>
      <FairRequired level={3}>{(fair) => <HomepageEditor key={fair.id} fair={fair} />}</FairRequired>
    </ListPanel>
  );
}
