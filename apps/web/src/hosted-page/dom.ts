type Child = Node | string | null | undefined | false;

/**
 * An element with its attributes and children. Text is always a text node (never parsed as markup), and
 * no `style` attribute is ever written: the page's policy allows its stylesheet and the design's one
 * <style> only.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  for (const child of children) if (child) element.append(child);
  return element;
}
