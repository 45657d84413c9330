/** A connected channel as the channels table shows it (spec §3 'Channel'). */
export interface ChannelRow {
  id: string;
  channel_name: string;
  platform: 'INSTAGRAM' | 'FACEBOOK';
}
