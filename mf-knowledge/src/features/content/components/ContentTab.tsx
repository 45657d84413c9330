import { useState, type ComponentType } from 'react';
import { useChannelScope } from '../../../hooks/use-channel-scope';
import { DEFAULT_CONTENT_TYPE, DEFAULT_PERIOD, type ContentType, type Period } from '../types';
import { ContentTypeSwitch } from './ContentTypeSwitch';
import { PeriodSelect } from './PeriodSelect';
import { ProductsView } from './ProductsView';
import { PublicationsView } from './PublicationsView';
import { StoriesView } from './StoriesView';
import styles from './ContentTab.module.css';

const VIEWS: Record<ContentType, ComponentType> = {
  publications: PublicationsView,
  stories: StoriesView,
  product: ProductsView,
};

/** 'Content & Product': period, the publications / stories / product switch and the active view. */
export function ContentTab() {
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const [type, setType] = useState<ContentType>(DEFAULT_CONTENT_TYPE);
  const { channelId } = useChannelScope();
  const View = VIEWS[type];
  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <PeriodSelect value={period} onChange={setPeriod} />
        <ContentTypeSwitch value={type} onChange={setType} />
      </div>
      {/* A new channel remounts the view: its search and page start afresh (docs/product.md §9.4). */}
      <View key={channelId ?? 'account'} />
    </div>
  );
}
