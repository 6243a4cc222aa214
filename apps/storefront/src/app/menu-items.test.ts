import type { CurrentCustomer } from '@sabad/contract';
import { describe, expect, it } from 'vitest';
import { topicList } from '@/test/fixtures';
import { buildMenuItems } from './menu-items';

const customer = (isAffiliate: boolean): CurrentCustomer => ({
  Id: 7,
  Fullname: 'سارا احمدی',
  FirstName: 'سارا',
  LastName: 'احمدی',
  Email: 'sara@example.com',
  Mobile: null,
  IsAffiliate: isAffiliate,
  AvatarUrl: null,
  CustomProperties: {},
});

const keys = (items: ReturnType<typeof buildMenuItems>) => items.map((item) => item.key);

describe('buildMenuItems', () => {
  it('gives a guest home, categories, the topics and contact us', () => {
    const items = buildMenuItems(
      { guestId: 'g', accessToken: null, customer: null, cartCount: 0, wishlistCount: 0 },
      topicList.Items,
    );
    expect(keys(items)).toEqual(['home', 'categories', 'blog', 'topic-about-us', 'topic-shipping', 'contact-us']);
  });

  it('adds logout for a logged-in customer, and reward points only for an affiliate', () => {
    const regular = buildMenuItems(
      { guestId: 'g', accessToken: 't', customer: customer(false), cartCount: 0, wishlistCount: 0 },
      [],
    );
    expect(keys(regular)).toEqual(['home', 'categories', 'blog', 'contact-us', 'logout']);

    const affiliate = buildMenuItems(
      { guestId: 'g', accessToken: 't', customer: customer(true), cartCount: 0, wishlistCount: 0 },
      [],
    );
    expect(keys(affiliate)).toEqual(['home', 'categories', 'blog', 'reward-points', 'contact-us', 'logout']);
    expect(affiliate.find((item) => item.key === 'reward-points')).toMatchObject({
      path: '/reward-points',
      label: 'امتیازهای من',
    });
  });
});
