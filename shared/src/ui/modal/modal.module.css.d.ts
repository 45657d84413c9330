declare const classes: {
  readonly overlay: string;
  readonly dialog: string;
  readonly header: string;
  readonly title: string;
  readonly close: string;
  readonly body: string;
};
export default classes;
