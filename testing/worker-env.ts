// Worker tasks read their configuration from the environment, as in production; a test that runs
// them sets the variables it needs and puts them back afterwards (one process runs every test file).

/** Sets the variables; the returned function restores what was there before. */
export function setWorkerEnv(vars: Record<string, string>): () => void {
  const saved = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
  Object.assign(process.env, vars);
  return () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}
