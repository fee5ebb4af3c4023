// A stylelint rule: a :hover style applies only inside @media (hover: hover). A phone's browser applies :hover on a
// tap and keeps it until the next one, so an unguarded hover style (a card's lift, its transitions) is drawn on every
// press of a control inside it, in the very frame that answers the press, and then stays behind it.
import stylelint from 'stylelint';

export const ruleName = 'callvera/hover-where-it-can';
export const messages = stylelint.utils.ruleMessages(ruleName, {
  unguarded: (selector) => `"${selector}" styles :hover outside @media (hover: hover): a phone would keep it after a tap`,
});

const HOVER_QUERY = /\(\s*hover\s*:\s*hover\s*\)/;

function insideHoverQuery(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && parent.name === 'media' && HOVER_QUERY.test(parent.params)) return true;
  }
  return false;
}

const rule = (enabled) => (root, result) => {
  if (!stylelint.utils.validateOptions(result, ruleName, { actual: enabled, possible: [true] })) return;
  root.walkRules((node) => {
    if (!/:hover\b/.test(node.selector) || insideHoverQuery(node)) return;
    stylelint.utils.report({ ruleName, result, node, message: messages.unguarded(node.selector) });
  });
};
rule.ruleName = ruleName;
rule.messages = messages;

export default stylelint.createPlugin(ruleName, rule);
