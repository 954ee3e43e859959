// @jsonresume/schema ships no types: its published JSON Schema and a callback validator.
declare module '@jsonresume/schema' {
  const jsonResume: {
    schema: Record<string, unknown>;
    validate: (doc: unknown, callback: (errors: unknown, valid: boolean) => void) => void;
  };
  export default jsonResume;
}
