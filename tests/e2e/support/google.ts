/**
 * Google popup sign-in against the Auth emulator, offline.
 *
 * The firebase SDK (in the app) and the emulator's helper iframe both load
 * https://apis.google.com/js/api.js and talk to each other through `gapi.iframes`. That script is
 * unreachable offline, so the browser context is served a small stand-in: `gapi.load`, and
 * `gapi.iframes` with just what the SDK and the emulator use (open an iframe, ping, restyle,
 * register/send between the page and the iframe over postMessage). The emulator's sign-in popup
 * also pulls styles and fonts from CDNs; those get empty answers so the popup opens at once.
 */
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";

const GAPI_STAND_IN = String.raw`(function () {
  var MARK = "__gapiStandIn";
  function channel(target, ready) {
    var handlers = {}, queued = [], pending = {}, seq = 0;
    function reply(message) {
      Promise.resolve(handlers[message.type](message.data)).then(function (result) {
        target().postMessage({ [MARK]: true, kind: "reply", id: message.id, result: [result] }, "*");
      });
    }
    window.addEventListener("message", function (event) {
      var message = event.data;
      if (!message || message[MARK] !== true || event.source !== target()) return;
      if (message.kind === "send") {
        if (handlers[message.type]) reply(message); else queued.push(message);
      } else if (message.kind === "reply" && pending[message.id]) {
        var callback = pending[message.id];
        delete pending[message.id];
        callback(message.result);
      }
    });
    return {
      register: function (type, handler) {
        handlers[type] = handler;
        queued.splice(0).forEach(function (message) {
          if (message.type === type) reply(message); else queued.push(message);
        });
      },
      send: function (type, data, callback) {
        var id = String(++seq) + ":" + Math.random();
        pending[id] = callback || function () {};
        ready.then(function () {
          target().postMessage({ [MARK]: true, kind: "send", type: type, data: data, id: id }, "*");
        });
      },
    };
  }
  var context = {
    open: function (options, onOpen) {
      var element = document.createElement("iframe");
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === "style") Object.assign(element.style, attributes.style);
        else element.setAttribute(name, attributes[name]);
      });
      var loaded = new Promise(function (resolve) { element.addEventListener("load", resolve, { once: true }); });
      var frame = channel(function () { return element.contentWindow; }, loaded);
      frame.restyle = function () { return Promise.resolve(); };
      frame.ping = function (callback) { return loaded.then(function () { if (callback) callback(); }); };
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      return Promise.resolve(onOpen ? onOpen(frame) : frame);
    },
    getParentIframe: function () {
      return channel(function () { return window.parent; }, Promise.resolve());
    },
  };
  window.gapi = window.gapi || {};
  window.gapi.iframes = { Iframe: function () {}, CROSS_ORIGIN_IFRAMES_FILTER: "cross-origin", getContext: function () { return context; } };
  window.gapi.load = function (name, options) {
    var callback = typeof options === "function" ? options : options && options.callback;
    setTimeout(function () { if (callback) callback(); }, 0);
  };
  var src = (document.currentScript && document.currentScript.src) || "";
  var onload = new URL(src, location.href).searchParams.get("onload");
  setTimeout(function () {
    if (onload && typeof window[onload] === "function") window[onload]();
    if (typeof window.gapi_onload === "function") window.gapi_onload();
  }, 0);
})();`;

/** Serves the gapi stand-in (and empties the popup's CDN assets) for every page of the context. */
export async function serveGoogleStandIn(context: BrowserContext): Promise<void> {
  await context.route("https://apis.google.com/js/api.js*", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: GAPI_STAND_IN }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: route.request().resourceType() === "script" ? "text/javascript" : "text/css", body: "" }),
  );
}

/**
 * Clicks the page's Google button and completes the emulator's popup as a new Google account
 * ("Add new account", email, display name, Sign in). The popup closes itself when done.
 */
export async function completeGooglePopup(page: Page, button: Locator, account: { email: string; name: string }): Promise<void> {
  const popupOpened = page.waitForEvent("popup");
  await button.click();
  const popup = await popupOpened;
  await popup.getByText("Add new account").click();
  await popup.locator("#email-input").fill(account.email);
  await popup.locator("#display-name-input").fill(account.name);
  await expect(popup.locator("#sign-in")).toBeEnabled();
  await popup.locator("#sign-in").click();
  await popup.waitForEvent("close");
}
