import { expect, type Page, test } from '@playwright/test';
import { DEMO_USERS } from '../pages/demoUsers';
import { inDutch } from '../pages/engine';
import { LoginPage } from '../pages/LoginPage';

/** Every in-app entry of the menu, each group and section opened. */
async function menuPaths(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation').filter({ has: page.locator('[data-menu-group]') });
  await expect(menu).toBeVisible();
  // Open every group and section until no closed one is left.
  for (;;) {
    const closed = menu.locator('button[aria-expanded="false"], [data-menu-group]:not([data-expanded])');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  const hrefs = await menu
    .locator('a[href]:not([target="_blank"])')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)];
}

/**
 * What does not fit: the list table scrolled sideways, the page wider than the window, status labels cut,
 * a range filter's boxes out of line.
 */
function misfits(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      found.push(`page ${document.documentElement.scrollWidth}px wide`);
    for (const table of document.querySelectorAll<HTMLElement>('[data-list-table]'))
      if (table.scrollWidth > table.clientWidth + 1)
        found.push(
          `table ${table.scrollWidth}px in ${table.clientWidth}px: ${[...table.querySelectorAll('th')]
            .map((th) => `${th.textContent} ${Math.round(th.getBoundingClientRect().width)}px`)
            .join(', ')}`,
        );
    for (const tag of document.querySelectorAll<HTMLElement>('[data-list-table] [data-status]')) {
      const label = tag.querySelector<HTMLElement>('.mantine-Badge-label') ?? tag;
      if (label.scrollWidth > label.clientWidth + 1) found.push(`status ${tag.dataset.status} cut`);
    }
    // A from/to filter keeps its two boxes on one line whatever its label does.
    for (const range of document.querySelectorAll<HTMLElement>('[role="search"] [role="group"]')) {
      const [from, to] = [...range.querySelectorAll('input')].map((box) => box.getBoundingClientRect().top);
      if (from !== undefined && to !== undefined && Math.abs(from - to) > 1)
        found.push(`${range.getAttribute('aria-label')}: from and to out of line`);
    }
    return [...new Set(found)];
  });
}

// Issue 29 (walk 11): every list fits a 1440 × 900 screen with its default columns, in Dutch (the longer
// words), for a merchant owner and for provider staff; the other columns are behind the table settings.
for (const user of ['owner', 'pspAdmin'] as const) {
  test(`every list in the menu fits 1440 px with its default columns, no status cut (${user}, Dutch)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await LoginPage.as(page, DEMO_USERS[user]);
    await inDutch(page);
    await page.goto('/');
    const paths = await menuPaths(page);
    expect(paths.length).toBeGreaterThan(10);
    const problems: Record<string, string[]> = {};
    const menu = page.getByRole('navigation').filter({ has: page.locator('[data-menu-group]') });
    for (const path of paths) {
      // In-app navigation by the menu, as a person moves: no reload of the app per screen.
      const before = await page.getByRole('heading', { level: 1 }).textContent();
      const link = menu.locator(`a[href="${path}"]`).first();
      if (await link.isVisible()) await link.click();
      else await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(before ?? '');
      // A list is measured with its first rows (or its empty state); other screens as they are.
      await page.waitForFunction(() => !document.querySelector('[data-list-rows="loading"]'));
      const found = await misfits(page);
      if (found.length) problems[path] = found;
    }
    expect(problems).toEqual({});
  });
}
