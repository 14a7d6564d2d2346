-- wrk script of the page benches: each request asks for the next path of a list (one path per
-- line in the file named after `--`), so one run spreads over many pages; at the end it prints
-- the run's figures as one JSON line for bench/load.ts to read.
local paths = {}
local next_path = 0

function init(args)
  for line in io.lines(args[1]) do
    if line ~= "" then paths[#paths + 1] = line end
  end
end

function request()
  next_path = next_path % #paths + 1
  return wrk.format(nil, paths[next_path])
end

function done(summary, latency)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"status":%d,"socket":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    errors.status, errors.connect + errors.read + errors.write + errors.timeout))
end
