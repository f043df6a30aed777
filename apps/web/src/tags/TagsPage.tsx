import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import { ListPage } from '../kit/list/ListPage';
import { TagCreate } from './TagCreate';
import { TagDetail } from './TagDetail';
import { TAG_FIELDS } from './tagFields';

/**
 * 000 §2 tags, merchant side and provider side. Under /psp the list holds the provider's own tags (its
 * rulesets use them); a merchant's tags are seen inside that merchant.
 */
export function TagsPage() {
  const { t } = useTranslation();
  const { me, scope } = useAccess();
  const may = usePermission();
  return (
    <ListPage
      title={t('routes.tags')}
      resource="tag"
      tableId="tags"
      fields={TAG_FIELDS}
      {...(scope.kind === 'provider' && { fixedQuery: { organisation: me.organisation.id } })}
      renderDetail={(id, close) => <TagDetail id={id} onClose={close} />}
      {...(may('tag.create') && {
        create: { labelKey: 'tags.create', render: (close) => <TagCreate onClose={close} /> },
      })}
    />
  );
}
