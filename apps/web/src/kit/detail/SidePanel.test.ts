import { describe, expect, it } from 'vitest';
import { closesPanel, closesPanelFromPage } from './SidePanel';

/** An element stand-in: what it contains, and its stop-propagation mark. */
function element(children: object[] = [], marked = false) {
  return {
    contains: (node: object) => node === panel || children.includes(node),
    getAttribute: (name: string) => (name === 'data-mantine-stop-propagation' && marked ? 'true' : null),
  };
}
const input = element();
const openSelect = element([], true);
const panel = element([input, openSelect]);
const datePickerDay = element(); // in a layer of its own, outside the panel's elements

const pressEscape = (target: object, extra: { key?: string; defaultPrevented?: boolean } = {}) =>
  closesPanel({ key: 'Escape', defaultPrevented: false, target, currentTarget: panel, ...extra } as never);

describe('closesPanel: Escape closes the panel, not the layer a form field opened (issue 29)', () => {
  it('closes on Escape in a field of the panel', () => {
    expect(pressEscape(input)).toBe(true);
  });

  it("leaves the panel open on Escape in a date picker's layer or an open select", () => {
    expect(pressEscape(datePickerDay)).toBe(false);
    expect(pressEscape(openSelect)).toBe(false);
  });

  it('ignores other keys and an Escape already handled', () => {
    expect(pressEscape(input, { key: 'Enter' })).toBe(false);
    expect(pressEscape(input, { defaultPrevented: true })).toBe(false);
  });
});

describe('closesPanelFromPage: Escape with the focus nowhere (after a save) still closes the panel', () => {
  const body = {};
  it('closes on an Escape at the page body, not on one in a field or a layer, nor on another key', () => {
    expect(closesPanelFromPage({ key: 'Escape', defaultPrevented: false, target: body as never }, body)).toBe(
      true,
    );
    expect(
      closesPanelFromPage({ key: 'Escape', defaultPrevented: false, target: input as never }, body),
    ).toBe(false);
    expect(closesPanelFromPage({ key: 'Escape', defaultPrevented: true, target: body as never }, body)).toBe(
      false,
    );
    expect(closesPanelFromPage({ key: 'Enter', defaultPrevented: false, target: body as never }, body)).toBe(
      false,
    );
  });
});
