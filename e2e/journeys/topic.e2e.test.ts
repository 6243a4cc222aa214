import type { Topic, TopicList } from '@sabad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, htmlToText, openShopper, visible, type Shopper } from '../support/shopper.js';

/** The first paragraph's opening words: short enough to sit inside one element of the page. */
function openingWords(bodyHtml: string): string {
  const firstParagraph = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(bodyHtml)?.[1] ?? bodyHtml;
  const firstRun = firstParagraph.split(/<[^>]+>/)[0] ?? '';
  const text = htmlToText(firstRun.trim() ? firstRun : firstParagraph);
  return text.split(' ').slice(0, 6).join(' ');
}

describe('topic page', () => {
  let shopper: Shopper;
  let topic: Topic;

  beforeAll(async () => {
    const list = await api<TopicList>('/topic/gettopicslist');
    const summary = list.Items.find((item) => item.SystemName === 'about-us') ?? list.Items[0];
    if (!summary) throw new Error('the seeded store has no topic');
    topic = await api<Topic>(`/topic/getbysystemname/${summary.SystemName}`);
    shopper = await openShopper('topic');
  });

  afterAll(async () => {
    await shopper?.close();
  });

  it("shows the topic's title and its body as rendered HTML, opened from a link", async () => {
    const { page } = shopper;
    await shopper.open(`/topic/${topic.SystemName}`);
    await visible(page.getByText(topic.Title, { exact: true }));
    const words = openingWords(topic.Body);
    expect(words.length).toBeGreaterThan(5);
    await visible(page.getByText(words, { exact: false }));
    const pageText = await page.locator('body').innerText();
    expect(pageText).not.toMatch(/<\/?(p|h\d|ul|li|strong|a)\b/i);
    await shopper.shot(`topic-${topic.SystemName}`);
    expect(shopper.problems).toEqual([]);
  });
});
