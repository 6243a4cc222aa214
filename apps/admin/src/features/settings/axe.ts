import axe from 'axe-core';

/**
 * axe over the page as jsdom draws it (names, labels, roles, ARIA); colour contrast and anything that needs
 * layout is left to the e2e journeys in Chromium. Answers the serious and critical findings, described.
 */
export async function axeFindings(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}
