import type { Element } from 'domhandler';
import { DomUtils, parseDocument } from 'htmlparser2';

export interface PageForm {
  /** What a browser submits with no field touched: hidden and filled inputs, checked boxes, selected options. */
  fields: Record<string, string>;
  /** The values each radio group and select offers, by field name. */
  choices: Record<string, string[]>;
}

/**
 * The form of `html` that posts to `action`, read as a browser without JavaScript reads it
 * (HTML's "constructing the entry list", without buttons: the tests press the plain submit).
 */
export function pageForm(html: string, action: string): PageForm {
  const form = DomUtils.findOne(
    (element) => element.name === 'form' && element.attribs.action === action,
    parseDocument(html, { lowerCaseAttributeNames: true }).children,
  );
  if (!form) throw new Error(`The page has no form posting to ${action}`);
  const fields: Record<string, string> = {};
  const choices: Record<string, string[]> = {};
  const offer = (name: string, value: string) => {
    choices[name] = [...(choices[name] ?? []), value];
  };
  const controls = DomUtils.findAll((element) => ['input', 'select', 'textarea'].includes(element.name), form.children);
  for (const control of controls) {
    const { name, type = 'text', value = '', checked, disabled } = control.attribs;
    if (!name || disabled !== undefined) continue;
    if (control.name === 'select') {
      const options = DomUtils.findAll((element) => element.name === 'option', control.children);
      for (const option of options) offer(name, optionValue(option));
      const selected = options.find((option) => option.attribs.selected !== undefined) ?? options[0];
      if (selected) fields[name] = optionValue(selected);
    } else if (control.name === 'textarea') {
      fields[name] = DomUtils.textContent(control);
    } else if (type === 'radio' || type === 'checkbox') {
      if (type === 'radio') offer(name, value || 'on');
      if (checked !== undefined) fields[name] = value || 'on';
    } else if (!['submit', 'button', 'image', 'reset', 'file'].includes(type)) {
      fields[name] = value;
    }
  }
  return { fields, choices };
}

const optionValue = (option: Element) => option.attribs.value ?? DomUtils.textContent(option);
