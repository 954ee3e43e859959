// swagger-ui-dist ships no types; only the options this app passes are declared.
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  type SwaggerUIOptions = {
    domNode: HTMLElement;
    url: string;
    deepLinking?: boolean;
    persistAuthorization?: boolean;
    tryItOutEnabled?: boolean;
    defaultModelsExpandDepth?: number;
  };
  const SwaggerUI: (options: SwaggerUIOptions) => unknown;
  export default SwaggerUI;
}
