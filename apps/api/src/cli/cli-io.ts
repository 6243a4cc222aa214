export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}
