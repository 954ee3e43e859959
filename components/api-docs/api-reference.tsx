'use client';

import 'swagger-ui-dist/swagger-ui.css';
import './api-reference.css';
import { useEffect, useRef, useState } from 'react';
import { labelSwaggerControls } from './label-swagger-controls';

/** The rendered OpenAPI reference: Swagger UI, bundled with the app (no CDN), reading /api/openapi.json. */
export function ApiReference() {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const stopLabelling = host.current ? labelSwaggerControls(host.current) : () => {};
    import('swagger-ui-dist/swagger-ui-es-bundle.js')
      .then(({ default: SwaggerUI }) => {
        if (cancelled || !host.current) return;
        SwaggerUI({
          domNode: host.current,
          url: '/api/openapi.json',
          // Deep links put a link inside each operation's toggle button (nested interactive
          // controls that screen readers cannot reach): off, see ADR 225.
          deepLinking: false,
          persistAuthorization: false,
          tryItOutEnabled: false,
          defaultModelsExpandDepth: 0,
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      stopLabelling();
    };
  }, []);

  if (failed) {
    return (
      <p role="alert" className="text-danger">
        The reference could not load. The raw document is at{' '}
        <a href="/api/openapi.json">/api/openapi.json</a>.
      </p>
    );
  }
  // Swagger UI has no dark theme: it sits on a light panel in both modes.
  return (
    <div ref={host} className="api-reference min-h-[60vh] rounded-lg bg-white text-neutral-900" />
  );
}
