import { ContentTable } from './ContentTable';

const COLUMNS = ['code', 'name', 'color', 'otherColors', 'otherLining'] as const;

/** Products table (docs/product.md §9.4): filled from the uploaded stock file once the data API exists. */
export function ProductsView() {
  return <ContentTable columns={COLUMNS} type="product" empty="content.productsEmpty" />;
}
