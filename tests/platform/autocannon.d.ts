/** The part of autocannon's API the failover test uses to load the site (the package ships no types). */
declare module 'autocannon' {
  type Request = { path?: string; method?: string; headers?: Record<string, string>; body?: string }
  type Options = {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    requests?: { setupRequest?: (request: Request) => Request }[]
  }
  type Histogram = { average: number; p50: number; p99: number }
  type Result = {
    requests: Histogram
    latency: Histogram
    errors: number
    non2xx: number
    '2xx': number
    '4xx': number
    '5xx': number
  }
  export default function autocannon(
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ): void
}
