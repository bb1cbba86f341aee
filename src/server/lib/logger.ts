const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;
export type Logger = Record<
  Exclude<LogLevel, 'silent'>,
  (message: string, ...rest: unknown[]) => void
>;

export function createLogger(level: LogLevel): Logger {
  const min = LEVELS[level];
  const at =
    (l: Exclude<LogLevel, 'silent'>, write: (...args: unknown[]) => void) =>
    (message: string, ...rest: unknown[]) => {
      if (LEVELS[l] >= min) write(message, ...rest);
    };
  return {
    debug: at('debug', console.debug),
    info: at('info', console.log),
    warn: at('warn', console.warn),
    error: at('error', console.error),
  };
}
