import { expect, type Locator, type Page } from '@playwright/test';

/** Words of the ruleset screens in the two interface languages. */
const WORDS = {
  en: { rule: 'Rule', name: 'name', operator: 'operator', value: 'value' },
  nl: { rule: 'Regel', name: 'naam', operator: 'operator', value: 'waarde' },
} as const;

/**
 * A ruleset screen (fraud rules, business rules, 3-D Secure): the rulesets as an accordion, and the
 * side panel with the ruleset form, its rule rows named 'Rule 2 name', 'Rule 2 operator', 'Rule 2 value'.
 */
export class RulesetsScreen {
  constructor(
    readonly page: Page,
    private readonly path: string,
    private readonly language: keyof typeof WORDS = 'en',
  ) {}

  async goto() {
    await this.page.goto(this.path);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      this.page
        .locator('.mantine-Accordion-root')
        .or(this.page.getByText(/^(Nothing found|Niets gevonden)$/)),
    ).toBeVisible();
  }

  /** The open side panel (the form). */
  get panel() {
    return this.page.getByRole('dialog');
  }

  /** A ruleset's header in the list (the button that opens and closes it). */
  ruleset(name: string): Locator {
    return this.page.locator('.mantine-Accordion-control').filter({ hasText: name });
  }

  /** The open part of a ruleset in the list: its rules, details and buttons. */
  rulesetPanel(name: string): Locator {
    return this.page.getByRole('region', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  }

  /** A form field by its whole label; a required field's label ends in ' *'. */
  field(label: string) {
    return this.panel.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
  }

  rulePart(rule: number, part: 'name' | 'operator' | 'value'): Locator {
    const words = WORDS[this.language];
    return this.panel.getByLabel(`${words.rule} ${rule} ${words[part]}`, { exact: true });
  }

  /** Picks an option of a select (opened by clicking it). */
  async choose(input: Locator, option: string) {
    await input.click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Fills rule `rule`: its name and operator by their labels, then types its value. */
  async setRule(rule: number, name: string, operator: string, value: string) {
    await this.choose(this.rulePart(rule, 'name'), name);
    await this.choose(this.rulePart(rule, 'operator'), operator);
    await this.rulePart(rule, 'value').fill(value);
  }

  /** Picks several options of a multi-select. */
  async pick(input: Locator, options: readonly string[]) {
    // The list stays open while options are picked; the panel's title closes it (Escape would close the panel).
    await input.click();
    for (const option of options) await this.page.getByRole('option', { name: option, exact: true }).click();
    await this.panel.getByRole('heading').first().click();
  }

  async panelButton(name: string) {
    await this.panel.getByRole('button', { name, exact: true }).click();
  }
}
