// @vitrina/shared/ui/data: the kit's data views (and their CSV download), for the signed-in pages that list things. Kept out
// of `@vitrina/shared/ui` so that a public page, which has no table, does not load them before its
// take-over (issue 33's first-load budget; docs/architecture.md §4).
export { Table, type TableProps, type TableColumn } from './table/table';
export { Pagination, type PaginationProps } from './pagination/pagination';
export { saveFile } from './save-file';
