/** A policy document: loaded with its route only (it is long), one per interface language. */
export interface PolicySection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface PolicyDocument {
  title: string;
  updated: string;
  intro: string[];
  sections: PolicySection[];
}
