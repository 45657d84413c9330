declare const classes: {
  readonly scroll: string;
  readonly table: string;
  readonly empty: string;
};
export default classes;
