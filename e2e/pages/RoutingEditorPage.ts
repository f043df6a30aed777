import { expect, type Locator, type Page } from '@playwright/test';

/** A branch of the tree as the editor names it in its labels: 'Top node', 'Else', 'Else → then'. */
export type TreePath = 'Top node' | string;

/** The intelligent routing editor (002 §2): form fields, the tree by node path, simulate. */
export class RoutingEditorPage {
  constructor(readonly page: Page) {}

  async gotoNew(base = '/') {
    await this.page.goto(`${base}intelligent-routing/new`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** An input by its whole label (a required field's ends in ' *'; a select's option list has it too). */
  field(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByLabel(new RegExp(`^${escaped}( \\*)?$`)).and(this.page.locator('input'));
  }

  /** Picks an option of a Mantine select by its label. */
  async choose(label: string, option: string | RegExp) {
    await this.field(label).click();
    await this.page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  }

  /** Sets condition `number` of a node: the rule, the operator and the value, as a user does, in order. */
  async condition(
    path: TreePath,
    number: number,
    condition: { rule: string; operator: string; value: string; select?: boolean },
  ) {
    const row = `${path}: condition ${number}`;
    // Choosing the rule a row already has would clear it (a select deselects its own value).
    if ((await this.field(`${row} name`).inputValue()) !== condition.rule)
      await this.choose(`${row} name`, condition.rule);
    await this.choose(`${row} operator`, condition.operator);
    if (condition.select) await this.choose(`${row} value`, condition.value);
    else await this.field(`${row} value`).fill(condition.value);
  }

  async endpoint(path: TreePath, processor: string) {
    await this.choose(`${path}: processor`, processor);
  }

  async addCondition(path: TreePath) {
    await this.page.getByRole('button', { name: `${path}: add a condition` }).click();
  }

  node(path: TreePath): Locator {
    return this.page.getByRole('region', { name: `Node: ${path}`, exact: true });
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }
}
