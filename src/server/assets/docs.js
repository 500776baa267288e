// Starts Swagger UI on /docs (a served file: the page allows no inline script).
// Everything it loads comes from this service: the document, the bundle, the styles.
(function () {
  'use strict';
  function start() {
    window.ui = window.SwaggerUIBundle({
      url: '/openapi.json',
      dom_id: '#swagger-ui',
      deepLinking: true,
      // No badge from an outside validator: the page loads nothing from elsewhere.
      validatorUrl: null,
      presets: [window.SwaggerUIBundle.presets.apis],
      layout: 'BaseLayout',
      tryItOutEnabled: false,
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
