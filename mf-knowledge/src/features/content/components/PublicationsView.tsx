import { ContentTable } from './ContentTable';

const COLUMNS = ['post', 'type', 'date', 'link', 'code', 'otherColors', 'otherLining', 'actions'] as const;

/** Publications table (docs/product.md §9.4): filled once a channel and the publications API exist. */
export function PublicationsView() {
  return <ContentTable columns={COLUMNS} type="publications" empty="content.publicationsEmpty" />;
}
