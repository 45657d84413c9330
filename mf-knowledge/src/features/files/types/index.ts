/** The picker takes spreadsheets only, one file per request (docs/product.md §9.4; .csv comes with the upload API). */
export const ACCEPTED_FILE_TYPES = '.xls,.xlsx';
