// The frame of a maintenance command: its result on stdout, any failure as one line on stderr
// (an invalid environment, a busy data directory, a failed migration) and exit status 1.
export function runCommand(name: string, body: () => Promise<string>): void {
  body().then(
    (message) => {
      process.stdout.write(`${message}\n`);
    },
    (error: unknown) => {
      process.stderr.write(`${name} failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
