// The browsable API's script (served by the service; the page allows no inline script).
// It sends the two forms and the OPTIONS button with fetch() and shows each answer in the
// page's response region. Everything it writes goes in as text nodes or attributes, never
// as HTML: the data can hold anything.
(function () {
  'use strict';

  // Headers the page shows the way DRF's page does: the response's own, not the transport's
  // nor what every answer carries (the security headers, the request id).
  var HIDDEN_HEADERS = [
    'connection', 'content-length', 'content-security-policy', 'date', 'keep-alive',
    'referrer-policy', 'transfer-encoding', 'x-content-type-options', 'x-frame-options',
    'x-request-id',
  ];

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    if (attrs) Object.keys(attrs).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (c) {
      node.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
    });
    return node;
  }

  function isHttpUrl(s) {
    if (!/^https?:\/\/[^\s"<>\\`\u0000-\u001f\u007f]+$/i.test(s)) return false;
    try {
      var u = new URL(s);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch (e) {
      return false;
    }
  }

  // JSON text into nodes: text, with every string that is a whole http(s) URL a link.
  function jsonNodes(text) {
    var nodes = [];
    var re = /"(?:[^"\\]|\\.)*"/g;
    var last = 0;
    var m;
    while ((m = re.exec(text)) !== null) {
      var token = m[0];
      var inner = token.slice(1, -1);
      if (inner.indexOf('\\') < 0 && isHttpUrl(inner)) {
        nodes.push(document.createTextNode(text.slice(last, m.index) + '"'));
        nodes.push(el('a', { href: inner, rel: 'nofollow' }, [inner]));
        nodes.push(document.createTextNode('"'));
      } else {
        nodes.push(document.createTextNode(text.slice(last, m.index) + token));
      }
      last = m.index + token.length;
    }
    nodes.push(document.createTextNode(text.slice(last)));
    return nodes;
  }

  function headerName(lower) {
    return lower.replace(/(^|-)([a-z])/g, function (_m, dash, c) { return dash + c.toUpperCase(); });
  }

  function pretty(text) {
    try {
      return JSON.stringify(JSON.parse(text), null, 4);
    } catch (e) {
      return text; // not JSON: shown as it came
    }
  }

  function showRequestLine(method, url) {
    var line = document.getElementById('request-line');
    if (!line) return;
    line.textContent = '';
    line.appendChild(el('b', null, [method]));
    line.appendChild(document.createTextNode(' ' + url));
  }

  function showResponse(response, text) {
    var region = document.getElementById('response');
    var names = [];
    response.headers.forEach(function (_v, k) {
      if (HIDDEN_HEADERS.indexOf(k) < 0) names.push(k);
    });
    names.sort();
    // The markup of DRF's response block, as the server renders it (drf/browsable.ts).
    var meta = el('span', { class: 'meta nocode' }, [el('b', null, ['HTTP ' + response.status + ' ' + response.statusText])]);
    names.forEach(function (k) {
      meta.appendChild(document.createTextNode('\n'));
      meta.appendChild(el('b', null, [headerName(k) + ':']));
      meta.appendChild(document.createTextNode(' '));
      meta.appendChild(el('span', { class: 'lit' }, [response.headers.get(k)]));
    });
    meta.appendChild(document.createTextNode('\n\n'));
    var pre = el('pre', { class: 'prettyprint' }, [meta].concat(jsonNodes(pretty(text))));
    region.replaceChildren(el('div', { class: 'response-info', 'aria-label': 'response info' }, [pre]));
    // The list's page links belong to the answer that is no longer shown.
    var pagination = document.querySelector('nav.pagination');
    if (pagination) pagination.hidden = true;
  }

  function showFailure(message) {
    var region = document.getElementById('response');
    region.replaceChildren(el('p', { class: 'failure', role: 'alert' }, [message]));
  }

  function clearFieldErrors(form) {
    form.querySelectorAll('.field-errors').forEach(function (list) {
      list.replaceChildren();
      list.hidden = true;
    });
    form.querySelectorAll('[aria-invalid]').forEach(function (input) { input.removeAttribute('aria-invalid'); });
  }

  // A 400 of the serializer: {"field": ["message", ...]} shown by each field.
  function showFieldErrors(form, text) {
    var data;
    try { data = JSON.parse(text); } catch (e) { return; }
    if (!data || typeof data !== 'object' || Array.isArray(data)) return;
    var first = null;
    Object.keys(data).forEach(function (name) {
      var messages = data[name];
      if (!Array.isArray(messages)) return;
      var input = name === 'non_field_errors' ? null : form.querySelector('#field-' + CSS.escape(name));
      var list = input ? document.getElementById(input.id + '-errors') : form.querySelector('#html-form-errors');
      if (!list) return;
      messages.forEach(function (m) { list.appendChild(el('li', null, [String(m)])); });
      list.hidden = false;
      if (input) {
        input.setAttribute('aria-invalid', 'true');
        if (!first) first = input;
      }
    });
    if (first) first.focus();
  }

  function send(options) {
    var main = document.getElementById('main');
    var endpoint = main.getAttribute('data-endpoint');
    var headers = { Accept: 'application/json' };
    if (options.contentType) headers['Content-Type'] = options.contentType;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    showRequestLine(options.method, endpoint);
    var region = document.getElementById('response');
    region.setAttribute('aria-busy', 'true');
    if (options.button) options.button.disabled = true;
    return fetch(endpoint, { method: options.method, headers: headers, body: options.body, credentials: 'same-origin' })
      .then(function (response) {
        return response.text().then(function (text) {
          showResponse(response, text);
          return { response: response, text: text };
        });
      })
      .catch(function (err) {
        showFailure('The request could not be sent: ' + (err && err.message ? err.message : String(err)));
        return null;
      })
      .finally(function () {
        region.removeAttribute('aria-busy');
        if (options.button) options.button.disabled = false;
      });
  }

  function submitButton(form) {
    return form.querySelector('button[type="submit"]');
  }

  function setUp() {
    var main = document.getElementById('main');
    if (!main || !main.getAttribute('data-endpoint')) return;

    var optionsButton = document.getElementById('options-button');
    if (optionsButton) {
      optionsButton.hidden = false;
      optionsButton.addEventListener('click', function () {
        send({ method: 'OPTIONS', button: optionsButton });
      });
    }

    var htmlForm = document.getElementById('html-form');
    if (htmlForm) {
      htmlForm.addEventListener('submit', function (event) {
        event.preventDefault();
        clearFieldErrors(htmlForm);
        var body = new URLSearchParams();
        new FormData(htmlForm).forEach(function (value, key) { body.append(key, String(value)); });
        send({
          method: 'POST',
          contentType: 'application/x-www-form-urlencoded',
          body: body.toString(),
          button: submitButton(htmlForm),
        }).then(function (result) {
          if (result && result.response.status === 400) showFieldErrors(htmlForm, result.text);
        });
      });
    }

    var rawForm = document.getElementById('raw-form');
    if (rawForm) {
      var rawButton = submitButton(rawForm);
      if (rawButton) rawButton.disabled = false;
      rawForm.addEventListener('submit', function (event) {
        event.preventDefault();
        var key = rawForm.querySelector('#raw-idempotency-key').value.trim();
        send({
          method: 'POST',
          contentType: rawForm.querySelector('#raw-media-type').value,
          body: rawForm.querySelector('#raw-content').value,
          idempotencyKey: key || undefined,
          button: rawButton,
        });
      });
    }
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', setUp);
  else setUp();
})();
