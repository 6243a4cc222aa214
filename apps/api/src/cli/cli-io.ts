/** Where a CLI command writes: its output lines and its error lines (tests collect them). */
export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}
