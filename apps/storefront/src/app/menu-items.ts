import type { TopicSummary } from '@sabad/contract';
import {
  documentTextOutline,
  giftOutline,
  gridOutline,
  homeOutline,
  logOutOutline,
  mailOutline,
  newspaperOutline,
} from '@/components/shell-icons';
import { paths } from '@/config/paths';
import { isAuthenticated, type SessionState } from '@/lib/session';
import * as fa from '@/strings/fa';

export type MenuItem =
  | { kind: 'link'; key: string; label: string; path: string; icon: string }
  | { kind: 'logout'; key: string; label: string; icon: string };

export function buildMenuItems(state: SessionState, topics: TopicSummary[]): MenuItem[] {
  const items: MenuItem[] = [
    { kind: 'link', key: 'home', label: fa.menu.home, path: paths.tabsHome.link(), icon: homeOutline },
    { kind: 'link', key: 'categories', label: fa.menu.categories, path: paths.categories.link(), icon: gridOutline },
    { kind: 'link', key: 'blog', label: fa.menu.blog, path: paths.blog.link(), icon: newspaperOutline },
  ];
  if (isAuthenticated(state) && state.customer?.IsAffiliate) {
    items.push({
      kind: 'link',
      key: 'reward-points',
      label: fa.menu.rewardPoints,
      path: paths.rewardPoints.link(),
      icon: giftOutline,
    });
  }
  for (const topic of topics) {
    items.push({
      kind: 'link',
      key: `topic-${topic.SystemName}`,
      label: topic.Title,
      path: paths.topic.link(topic.SystemName),
      icon: documentTextOutline,
    });
  }
  items.push({
    kind: 'link',
    key: 'contact-us',
    label: fa.menu.contactUs,
    path: paths.contactUs.link(),
    icon: mailOutline,
  });
  if (isAuthenticated(state)) items.push({ kind: 'logout', key: 'logout', label: fa.menu.logout, icon: logOutOutline });
  return items;
}
