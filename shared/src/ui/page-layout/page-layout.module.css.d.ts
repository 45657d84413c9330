declare const styles: {
  readonly page: string;
  readonly header: string;
  readonly title: string;
  readonly actions: string;
};
export default styles;
