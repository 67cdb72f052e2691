// jest stand-in for imported CSS: styles have no behaviour to test in jsdom.
module.exports = {};
