package testsvc

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strconv"
	"sync"
	"testing"
	"time"
)

// RedisURLEnv names the Redis server CI starts, as a redis:// URL.
const RedisURLEnv = "SWITCHYARD_TEST_REDIS_URL"

const redisHow = "set " + RedisURLEnv + "=redis://127.0.0.1:6379/0 or install redis-server"

// sharedRedis is the one private server a test binary starts when CI names
// none; every test of the binary shares it, keeping apart by key prefix.
// It is not stopped by any test's cleanup (the others still use it): the
// kernel stops it when the test binary exits (see startRedis).
var sharedRedis struct {
	once sync.Once
	url  string
	err  error
}

// RedisURL returns the URL of a Redis server for t: the one named by
// SWITCHYARD_TEST_REDIS_URL, else one private redis-server shared by the
// test binary. Without either, t is skipped (or failed, see Required).
// Tests must keep their keys under RedisPrefix(t).
func RedisURL(t testing.TB) string {
	t.Helper()
	if u := os.Getenv(RedisURLEnv); u != "" {
		return u
	}
	sharedRedis.once.Do(func() {
		var srv *RedisServer
		srv, sharedRedis.err = startRedis("")
		if srv != nil {
			sharedRedis.url = srv.URL
		}
	})
	if sharedRedis.err != nil {
		Unavailable(t, "Redis", sharedRedis.err.Error(), redisHow)
	}
	return sharedRedis.url
}

// RedisPrefix returns a key prefix no other test (of this run or another
// run on the same server) uses, so tests can share one server.
func RedisPrefix(t testing.TB) string {
	var b [6]byte
	if _, err := rand.Read(b[:]); err != nil {
		t.Fatal(err)
	}
	return "switchyard-test:" + t.Name() + ":" + hex.EncodeToString(b[:]) + ":"
}

// RedisServer is a private redis-server owned by one test.
type RedisServer struct {
	URL  string
	Addr string
	cmd  *exec.Cmd
	done chan struct{}
}

// StartRedis starts a private redis-server for t alone, on addr
// ("127.0.0.1:PORT"), or on a free loopback port when addr is empty; it is
// stopped when t ends. It needs redis-server on PATH, whatever CI names:
// tests use it to stop and restart a server. Without it, t is skipped (or
// failed, see Required).
func StartRedis(t testing.TB, addr string) *RedisServer {
	t.Helper()
	srv, err := startRedis(addr)
	if err != nil {
		Unavailable(t, "redis-server", err.Error(), "install redis-server")
	}
	t.Cleanup(srv.Stop)
	return srv
}

// Stop kills the server and waits for it to exit.
func (s *RedisServer) Stop() {
	if s.cmd.Process != nil {
		_ = s.cmd.Process.Kill()
	}
	<-s.done
}

// FreeAddr returns a loopback address nothing listens on now.
func FreeAddr(t testing.TB) string {
	t.Helper()
	addr, err := freeAddr()
	if err != nil {
		t.Fatal(err)
	}
	return addr
}

func freeAddr() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return l.Addr().String(), nil
}

func startRedis(addr string) (*RedisServer, error) {
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		return nil, fmt.Errorf("no redis-server on PATH")
	}
	fixed := addr != ""
	var lastErr error
	// A free port can be taken between choosing and binding it: try again.
	for range 3 {
		if !fixed {
			if addr, err = freeAddr(); err != nil {
				return nil, err
			}
		}
		srv, err := runRedis(bin, addr)
		if err == nil {
			return srv, nil
		}
		lastErr = err
	}
	return nil, lastErr
}

func runRedis(bin, addr string) (*RedisServer, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, err
	}
	if _, err := strconv.Atoi(port); err != nil {
		return nil, fmt.Errorf("redis address %q: %w", addr, err)
	}
	// The server persists nothing (no RDB, no AOF); its own directory only
	// keeps it from writing into the package under test.
	dir, err := os.MkdirTemp("", "switchyard-redis-")
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, "--bind", host, "--port", port, "--save", "", "--appendonly", "no",
		"--dir", dir, "--daemonize", "no", "--loglevel", "warning")
	cmd.SysProcAttr = redisProcAttr()
	out, err := os.CreateTemp(dir, "log")
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		out.Close()
		os.RemoveAll(dir)
		return nil, err
	}
	srv := &RedisServer{URL: "redis://" + addr + "/0", Addr: addr, cmd: cmd, done: make(chan struct{})}
	go func() {
		_ = cmd.Wait()
		out.Close()
		os.RemoveAll(dir)
		close(srv.done)
	}()
	if err := waitRedis(addr, srv.done); err != nil {
		srv.Stop()
		log, _ := os.ReadFile(out.Name())
		return nil, fmt.Errorf("redis-server on %s: %w: %s", addr, err, log)
	}
	return srv, nil
}

// waitRedis waits until the server answers PING.
func waitRedis(addr string, exited <-chan struct{}) error {
	deadline := time.Now().Add(10 * time.Second)
	for {
		select {
		case <-exited:
			return fmt.Errorf("exited")
		default:
		}
		if ping(addr) == nil {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("not answering PING")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func ping(addr string) error {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	var d net.Dialer
	c, err := d.DialContext(ctx, "tcp", addr)
	if err != nil {
		return err
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(time.Second))
	if _, err := c.Write([]byte("PING\r\n")); err != nil {
		return err
	}
	buf := make([]byte, 7)
	n, err := c.Read(buf)
	if err != nil {
		return err
	}
	if string(buf[:n]) != "+PONG\r\n" {
		return fmt.Errorf("PING answered %q", buf[:n])
	}
	return nil
}
