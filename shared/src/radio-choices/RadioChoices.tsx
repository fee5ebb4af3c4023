import type { Ref } from 'react';
import { useRadioKeptInEntry } from '../navigation/kept-in-entry';

export interface RadioChoicesProps<Value extends string> {
  /** The group's name, read by assistive technology (a visually hidden legend). */
  legend: string;
  /**
   * The radios' shared name, unique on the page. Given, not generated: the served page is
   * rendered by the prerender's own React, whose generated ids differ from the app's.
   */
  name: string;
  options: readonly { value: Value; label: string }[];
  /** The option checked when the page is served. */
  defaultValue: Value;
  /** Told of each option the visitor picks, by click or arrow key. */
  onChange?: (value: Value) => void;
  /**
   * The pick stays with the page's history entry, under the group's name: Back, Forward and a reload find it as the
   * visitor left it; a new visit through a link starts from the default.
   */
  keptInEntry?: boolean;
  /** The group's, each option's (its label) and each radio's class. */
  classNames: { group: string | undefined; option: string | undefined; radio: string | undefined };
  /** Attributes CSS elsewhere finds the group by, such as `data-billing-switch`. */
  groupAttributes?: Record<`data-${string}`, string>;
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * A choice made with native radio buttons in their labels, styled as the caller likes:
 * the browser gives one tab stop, arrow keys and the checked state, so it works from the
 * served HTML, and CSS can show what the checked option picks. The radios are
 * uncontrolled: the browser alone holds the choice, so a press re-renders nothing, and
 * hydration keeps a choice made before the page's code arrived.
 */
export function RadioChoices<Value extends string>({
  legend,
  name,
  options,
  defaultValue,
  onChange,
  keptInEntry = false,
  classNames,
  groupAttributes,
  ref,
}: RadioChoicesProps<Value>) {
  const keep = useRadioKeptInEntry<Value>(keptInEntry ? name : undefined);
  const pick = (value: Value) => {
    keep(value);
    onChange?.(value);
  };
  return (
    <fieldset ref={ref} className={classNames.group} {...groupAttributes}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={classNames.option}>
          <input
            className={classNames.radio}
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={option.value === defaultValue}
            onChange={onChange || keptInEntry ? () => pick(option.value) : undefined}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
