/** Custom props the shell passes to every remote's single-spa lifecycles. */
export interface RemoteProps {
  /** Federation name of the remote, e.g. 'mf_auth'. */
  remote?: string;
}
