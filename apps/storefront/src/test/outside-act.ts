/**
 * For a test that watches React's own scheduling (an urgent render, then a deferred one), which act() would
 * flush all at once: turns act's environment off and returns what turns it back.
 */
export function leaveActEnvironment(): () => void {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const was = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  return () => {
    environment.IS_REACT_ACT_ENVIRONMENT = was;
  };
}
