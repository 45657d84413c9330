declare const classes: {
  readonly picker: string;
  readonly found: string;
  readonly muted: string;
};
export default classes;
