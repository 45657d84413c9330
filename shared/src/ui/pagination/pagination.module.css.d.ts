declare const classes: {
  readonly pagination: string;
  readonly list: string;
  readonly item: string;
  readonly current: string;
  readonly edge: string;
  readonly ellipsis: string;
};
export default classes;
