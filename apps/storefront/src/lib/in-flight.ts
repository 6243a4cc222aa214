export interface InFlightCounter {
  begin(): void;
  end(): void;
  count: () => number;
  subscribe: (listener: () => void) => () => void;
}

export function createInFlightCounter(): InFlightCounter {
  let inFlight = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    begin() {
      inFlight += 1;
      if (inFlight === 1) notify();
    },
    end() {
      if (inFlight === 0) return;
      inFlight -= 1;
      if (inFlight === 0) notify();
    },
    count: () => inFlight,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const requestsInFlight = createInFlightCounter();
