package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/switchyard-dev/switchyard/bench/internal/benchmain"
)

// server is a PostgreSQL or Redis the benchmark started for itself.
type server struct {
	cmd    *exec.Cmd
	exited chan struct{}
	dir    string // removed once the server has stopped ("" for none)
}

// stop ends the server (SIGTERM: a fast shutdown for both) and waits.
func (s *server) stop() {
	if s == nil {
		return
	}
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.exited:
	case <-time.After(10 * time.Second):
		_ = s.cmd.Process.Kill()
		<-s.exited
	}
	if s.dir != "" {
		os.RemoveAll(s.dir)
	}
}

func startServer(cmd *exec.Cmd, logPath string) (*server, error) {
	logf, err := os.Create(logPath)
	if err != nil {
		return nil, err
	}
	defer logf.Close() // the child keeps its own descriptor
	cmd.Stdout, cmd.Stderr = logf, logf
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{cmd: cmd, exited: make(chan struct{})}
	go func() {
		_ = cmd.Wait()
		close(s.exited)
	}()
	return s, nil
}

func freePort() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer ln.Close()
	_, port, err := net.SplitHostPort(ln.Addr().String())
	return port, err
}

// pgBinDir finds initdb and postgres: on PATH, else Debian's newest
// /usr/lib/postgresql/N/bin.
func pgBinDir() (string, error) {
	if p, err := exec.LookPath("initdb"); err == nil {
		return filepath.Dir(p), nil
	}
	found, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	if len(found) == 0 {
		return "", errors.New("no initdb on PATH or under /usr/lib/postgresql/*/bin")
	}
	return filepath.Dir(found[len(found)-1]), nil
}

// pgAttr runs initdb and postgres as the postgres user when the benchmark
// runs as root (both refuse root), and kills the server with the
// benchmark (postgres shuts down fast on SIGQUIT).
func pgAttr() (*syscall.SysProcAttr, *syscall.Credential, error) {
	attr := deathAttr(syscall.SIGQUIT)
	if os.Geteuid() != 0 {
		return attr, nil, nil
	}
	u, err := user.Lookup("postgres")
	if err != nil {
		return nil, nil, errors.New("running as root and there is no postgres user to run a private cluster as")
	}
	uid, err1 := strconv.ParseUint(u.Uid, 10, 32)
	gid, err2 := strconv.ParseUint(u.Gid, 10, 32)
	if err1 != nil || err2 != nil {
		return nil, nil, fmt.Errorf("postgres user ids %s:%s", u.Uid, u.Gid)
	}
	cred := &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
	attr.Credential = cred
	return attr, cred, nil
}

// startPostgres creates a private cluster under dir (durability settings
// left at their defaults: the quote writes measured include the commit's
// fsync) and returns its superuser URL.
func startPostgres(ctx context.Context, dir string) (*server, string, error) {
	bin, err := pgBinDir()
	if err != nil {
		return nil, "", fmt.Errorf("no -database-url and no PostgreSQL to start one: %w", err)
	}
	attr, cred, err := pgAttr()
	if err != nil {
		return nil, "", err
	}
	// A directory of its own under the system's temporary directory: the
	// run's directory is private to the benchmark's user, and the cluster
	// runs as postgres when that is root.
	pgdir, err := os.MkdirTemp("", "switchyard-bench-scale-pg-")
	if err != nil {
		return nil, "", err
	}
	if cred != nil {
		if err := os.Chown(pgdir, int(cred.Uid), int(cred.Gid)); err != nil {
			os.RemoveAll(pgdir)
			return nil, "", err
		}
	}
	ok := false
	defer func() {
		if !ok {
			os.RemoveAll(pgdir)
		}
	}()
	data := filepath.Join(pgdir, "data")
	initdb := exec.CommandContext(ctx, filepath.Join(bin, "initdb"), "-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-instructions")
	initdb.SysProcAttr = attr
	if out, err := initdb.CombinedOutput(); err != nil {
		return nil, "", fmt.Errorf("initdb: %w: %s", err, out)
	}
	port, err := freePort()
	if err != nil {
		return nil, "", err
	}
	cmd := exec.Command(filepath.Join(bin, "postgres"), "-D", data, "-p", port, "-k", pgdir,
		"-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200")
	cmd.SysProcAttr = attr
	s, err := startServer(cmd, filepath.Join(dir, "postgres.log"))
	if err != nil {
		return nil, "", fmt.Errorf("start postgres: %w", err)
	}
	s.dir = pgdir
	u := "postgres://postgres@127.0.0.1:" + port + "/postgres?sslmode=disable"
	for deadline := time.Now().Add(30 * time.Second); ; {
		select {
		case <-s.exited:
			return nil, "", fmt.Errorf("postgres exited at start; see %s", filepath.Join(dir, "postgres.log"))
		default:
		}
		err := pgPing(ctx, u)
		if err == nil {
			ok = true
			return s, u, nil
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			s.stop()
			return nil, "", fmt.Errorf("postgres on port %s not answering: %w", port, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func pgPing(ctx context.Context, u string) error {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, u)
	if err != nil {
		return err
	}
	return conn.Close(ctx)
}

// startRedis starts a private redis-server without persistence.
func startRedis(ctx context.Context, dir string) (*server, string, error) {
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		return nil, "", errors.New("no -redis-url and no redis-server on PATH to start one")
	}
	port, err := freePort()
	if err != nil {
		return nil, "", err
	}
	cmd := exec.Command(bin, "--port", port, "--bind", "127.0.0.1", "--save", "", "--appendonly", "no")
	cmd.SysProcAttr = deathAttr(syscall.SIGKILL)
	s, err := startServer(cmd, filepath.Join(dir, "redis.log"))
	if err != nil {
		return nil, "", fmt.Errorf("start redis-server: %w", err)
	}
	addr := net.JoinHostPort("127.0.0.1", port)
	for deadline := time.Now().Add(10 * time.Second); ; {
		select {
		case <-s.exited:
			return nil, "", fmt.Errorf("redis-server exited at start; see %s", filepath.Join(dir, "redis.log"))
		default:
		}
		c, err := (&net.Dialer{Timeout: time.Second}).DialContext(ctx, "tcp", addr)
		if err == nil {
			c.Close()
			return s, "redis://" + addr + "/0", nil
		}
		if time.Now().After(deadline) || ctx.Err() != nil {
			s.stop()
			return nil, "", fmt.Errorf("redis-server on %s not answering: %w", addr, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// createDatabase creates a database of the run's own on the server of
// admin (a superuser URL) and returns its URL and a function that drops it.
func createDatabase(ctx context.Context, admin string) (string, func(), error) {
	u, err := url.Parse(admin)
	if err != nil || u.Scheme != "postgres" && u.Scheme != "postgresql" {
		return "", nil, fmt.Errorf("-database-url %q: want a postgres:// URL", admin)
	}
	name := fmt.Sprintf("bench_scale_%d_%d", os.Getpid(), time.Now().Unix())
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		return "", nil, fmt.Errorf("connect to %s: %w", redact(admin), err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		return "", nil, fmt.Errorf("create database %s: %w", name, err)
	}
	u.Path = "/" + name
	drop := func() {
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		conn, err := pgx.Connect(ctx, admin)
		if err != nil {
			benchmain.Progress("drop database %s: %v", name, err)
			return
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
			benchmain.Progress("drop database %s: %v", name, err)
		}
	}
	return u.String(), drop, nil
}

// redact drops a URL's password for messages.
func redact(s string) string {
	u, err := url.Parse(s)
	if err != nil {
		return "(unparsable URL)"
	}
	return u.Redacted()
}
