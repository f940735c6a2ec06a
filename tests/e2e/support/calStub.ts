/**
 * Stands in for https://app.cal.com/embed/embed.js in end-to-end tests. It
 * reads what the page queued on `window.Cal` (as the real script does),
 * draws a placeholder where the inline scheduler goes, reports `linkReady`,
 * and offers `window.__calStub.book()` to play a successful booking.
 */
export const CAL_EMBED_URL = 'https://app.cal.com/embed/embed.js';

export const calStubScript = `
(function () {
  var Cal = window.Cal;
  var stub = { calls: [], listeners: {} };
  window.__calStub = stub;
  stub.book = function () {
    (stub.listeners.bookingSuccessfulV2 || []).forEach(function (callback) { callback({ detail: { data: {} } }); });
  };
  function record(namespace, args) {
    var action = args[0];
    var payload = args[1];
    stub.calls.push({ namespace: namespace, action: action, payload: payload && payload.elementOrSelector ? { calLink: payload.calLink, config: payload.config } : payload });
    if (action === 'on') {
      (stub.listeners[payload.action] = stub.listeners[payload.action] || []).push(payload.callback);
    }
    if (action === 'inline') {
      var element = typeof payload.elementOrSelector === 'string' ? document.querySelector(payload.elementOrSelector) : payload.elementOrSelector;
      element.innerHTML = '<p data-testid="cal-stub">Stub-Kalender für ' + payload.calLink + '</p>';
      setTimeout(function () {
        (stub.listeners.linkReady || []).forEach(function (callback) { callback({ detail: {} }); });
      }, 50);
    }
  }
  function adopt(namespace, api) {
    var queued = Array.prototype.slice.call(api.q || []);
    api.q = { push: function (args) { record(namespace, args); } };
    queued.forEach(function (args) { record(namespace, args); });
  }
  Object.keys(Cal.ns || {}).forEach(function (namespace) { adopt(namespace, Cal.ns[namespace]); });
})();
`;
