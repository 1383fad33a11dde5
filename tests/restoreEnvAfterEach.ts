/**
 * Puts environment variables back as they were before the test file ran, after each test
 * (unset ones are deleted again), for tests that set or delete them.
 */
export function restoreEnvAfterEach(...names: readonly string[]): void {
  const saved = new Map(names.map((name) => [name, process.env[name]]));
  afterEach(() => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
}
