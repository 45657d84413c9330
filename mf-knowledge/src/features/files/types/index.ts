/** The picker takes spreadsheets only, one file per request (spec §2, §5). */
export const ACCEPTED_FILE_TYPES = '.xls,.xlsx';
