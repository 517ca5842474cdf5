package redis

import goredis "github.com/redis/go-redis/v9"

// takeScript is limit.Bucket.Take done by the server in one step, so
// replicas never read-modify-write a bucket between them. It counts in
// integers: micro-tokens and microseconds of the server's clock (every
// replica reads the same clock, whatever its own says). A missing key is a
// full bucket, so the key lives only until its bucket would be full again.
//
// KEYS[1] bucket; ARGV[1] rate (tokens per second, also the capacity).
// Returns {allowed 0|1, remaining tokens, reset µs, retry-after µs}.
var takeScript = goredis.NewScript(`
if redis.replicate_commands then redis.replicate_commands() end
local rate = tonumber(ARGV[1])
local unit = 1000000
local cap = rate * unit
local t = redis.call('TIME')
local now = tonumber(t[1]) * unit + tonumber(t[2])
local s = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = cap
local at = tonumber(s[2])
if at and tonumber(s[1]) then
  tokens = tonumber(s[1])
  local el = now - at
  if el >= unit then
    tokens = cap
  elseif el > 0 then
    tokens = tokens + el * rate
  end
  if tokens > cap then tokens = cap end
  if at > now then now = at end
end
local allowed, retry = 0, 0
if tokens >= unit then
  tokens = tokens - unit
  allowed = 1
else
  retry = math.ceil((unit - tokens) / rate)
end
local reset = math.ceil((cap - tokens) / rate)
if reset > 0 then
  redis.call('HSET', KEYS[1], 'tokens', string.format('%d', tokens), 'at', string.format('%d', now))
  redis.call('PEXPIRE', KEYS[1], math.ceil(reset / 1000))
else
  redis.call('DEL', KEYS[1])
end
return {allowed, math.floor(tokens / unit), reset, retry}
`)

// claimScript holds KEYS[1] for ARGV[1] milliseconds unless it is held;
// it returns 0 when claimed, else the milliseconds left (at least 1). A
// refusal leaves the window as it is.
var claimScript = goredis.NewScript(`
if redis.call('SET', KEYS[1], '1', 'NX', 'PX', ARGV[1]) then return 0 end
local left = redis.call('PTTL', KEYS[1])
if left == -1 then return tonumber(ARGV[1]) end
if left < 1 then return 1 end
return left
`)
