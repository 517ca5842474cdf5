package testsvc

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/switchyard-dev/switchyard/internal/testkit"
)

// PostgresURLEnv names the PostgreSQL server CI starts, as a postgres://
// URL of a superuser (or a role allowed to create databases).
const PostgresURLEnv = "SWITCHYARD_TEST_DATABASE_URL"

const postgresHow = "set " + PostgresURLEnv + "=postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable or install postgresql"

// pgDirPrefix names the private clusters' directories under the temp dir,
// so a later run can remove those whose test binary is gone.
const pgDirPrefix = "switchyard-pg-"

// sharedPostgres is the one private cluster a test binary starts when CI
// names no server; tests keep apart by database. No test's cleanup stops
// it (the others still use it): the kernel stops it when the test binary
// exits (pgProcAttr), and the next run removes its directory.
var sharedPostgres struct {
	once sync.Once
	url  string
	err  error
}

// PostgresURL returns the URL of a new, empty database for t alone,
// dropped when t ends. It is created on the server named by
// SWITCHYARD_TEST_DATABASE_URL, else on a private cluster shared by the
// test binary (initdb and postgres on PATH or under
// /usr/lib/postgresql/*/bin; as root, run as the postgres user). Without
// either, t is skipped (or failed, see Required).
func PostgresURL(t testing.TB) string {
	t.Helper()
	admin := os.Getenv(PostgresURLEnv)
	create := "CREATE DATABASE %s"
	if admin == "" {
		testkit.Slow(t, "starts a private PostgreSQL server; set "+PostgresURLEnv+" to use a running one under -short")
		// FILE_COPY copies template1's files instead of logging them, at
		// the price of two checkpoints: cheap without fsync, 2x faster.
		create = "CREATE DATABASE %s STRATEGY FILE_COPY"
		sharedPostgres.once.Do(func() { sharedPostgres.url, sharedPostgres.err = startPostgres() })
		if sharedPostgres.err != nil {
			Unavailable(t, "PostgreSQL", sharedPostgres.err.Error(), postgresHow)
		}
		admin = sharedPostgres.url
	}
	u, err := url.Parse(admin)
	if err != nil {
		t.Fatalf("%s: %v", PostgresURLEnv, err)
	}
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		t.Fatal(err)
	}
	name := "sy_" + hex.EncodeToString(b[:])
	if err := adminExec(admin, fmt.Sprintf(create, name)); err != nil {
		Unavailable(t, "PostgreSQL", "create database: "+err.Error(), postgresHow)
	}
	t.Cleanup(func() {
		// FORCE ends the connections a failed test may have left open.
		if err := adminExec(admin, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
			t.Errorf("drop test database %s: %v", name, err)
		}
	})
	u.Path = "/" + name
	return u.String()
}

func adminExec(admin, sql string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	_, err = conn.Exec(ctx, sql)
	return err
}

// pgBinaries finds initdb and postgres: on PATH, else Debian's versioned
// directories (the newest).
func pgBinaries() (initdb, postgres string, err error) {
	if p, err := exec.LookPath("initdb"); err == nil {
		initdb = p
	} else {
		found, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
		slices.SortFunc(found, func(a, b string) int { return pgVersion(b) - pgVersion(a) })
		if len(found) == 0 {
			return "", "", errors.New("no initdb on PATH or under /usr/lib/postgresql/*/bin")
		}
		initdb = found[0]
	}
	postgres = filepath.Join(filepath.Dir(initdb), "postgres")
	if _, err := os.Stat(postgres); err != nil {
		if postgres, err = exec.LookPath("postgres"); err != nil {
			return "", "", errors.New("initdb found but no postgres binary")
		}
	}
	return initdb, postgres, nil
}

// pgVersion is the major version in a /usr/lib/postgresql/N/bin path.
func pgVersion(p string) int {
	n, _ := strconv.Atoi(filepath.Base(filepath.Dir(filepath.Dir(p))))
	return n
}

// pgUser is the account a private cluster runs as.
type pgUser struct{ uid, gid uint32 }

// pgCredential is the account the cluster runs as: initdb and postgres
// refuse to run as root, so as root they run as the postgres user (the
// Debian package creates it), else as the caller (nil).
func pgCredential() (*pgUser, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	u, err := user.Lookup("postgres")
	if err != nil {
		return nil, errors.New("running as root and there is no postgres user to run the cluster as")
	}
	uid, err1 := strconv.ParseUint(u.Uid, 10, 32)
	gid, err2 := strconv.ParseUint(u.Gid, 10, 32)
	if err1 != nil || err2 != nil {
		return nil, fmt.Errorf("postgres user ids %s:%s", u.Uid, u.Gid)
	}
	return &pgUser{uid: uint32(uid), gid: uint32(gid)}, nil
}

// startPostgres creates and starts the binary's private cluster and
// returns its superuser URL.
func startPostgres() (string, error) {
	initdb, postgres, err := pgBinaries()
	if err != nil {
		return "", err
	}
	cred, err := pgCredential()
	if err != nil {
		return "", err
	}
	removeStalePostgres()
	dir, err := os.MkdirTemp("", pgDirPrefix)
	if err != nil {
		return "", err
	}
	// Marks the directory as this process's, for removeStalePostgres.
	if err := os.WriteFile(filepath.Join(dir, "owner"), []byte(strconv.Itoa(os.Getpid())), 0o644); err != nil {
		return "", err
	}
	if cred != nil {
		if err := os.Chown(dir, int(cred.uid), int(cred.gid)); err != nil {
			return "", err
		}
	}
	data := filepath.Join(dir, "data")
	cmd := exec.Command(initdb, "-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync", "--no-instructions")
	cmd.SysProcAttr = pgProcAttr(cred)
	if out, err := cmd.CombinedOutput(); err != nil {
		os.RemoveAll(dir)
		return "", fmt.Errorf("initdb: %w: %s", err, out)
	}
	var lastErr error
	// A free port can be taken between choosing and binding it: try again.
	for range 3 {
		var u string
		if u, lastErr = runPostgres(postgres, dir, data, cred); lastErr == nil {
			return u, nil
		}
	}
	os.RemoveAll(dir)
	return "", lastErr
}

func runPostgres(bin, dir, data string, cred *pgUser) (string, error) {
	port, err := pgFreePort()
	if err != nil {
		return "", err
	}
	// Durability is not under test: fsync off makes commits cheap.
	cmd := exec.Command(bin, "-D", data, "-p", port, "-k", dir,
		"-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200",
		"-c", "fsync=off", "-c", "full_page_writes=off", "-c", "shared_buffers=32MB")
	cmd.SysProcAttr = pgProcAttr(cred)
	logf, err := os.Create(filepath.Join(dir, "log-"+port))
	if err != nil {
		return "", err
	}
	defer logf.Close()
	cmd.Stdout, cmd.Stderr = logf, logf
	if err := cmd.Start(); err != nil {
		return "", err
	}
	exited := make(chan struct{})
	go func() {
		_ = cmd.Wait()
		close(exited)
	}()
	u := "postgres://postgres@127.0.0.1:" + port + "/postgres?sslmode=disable"
	deadline := time.Now().Add(15 * time.Second)
	for {
		select {
		case <-exited:
			log, _ := os.ReadFile(logf.Name())
			return "", fmt.Errorf("postgres exited: %s", log)
		default:
		}
		if err := pgPing(u); err == nil {
			return u, nil
		} else if time.Now().After(deadline) {
			_ = cmd.Process.Kill()
			<-exited
			return "", fmt.Errorf("postgres on port %s not answering: %w", port, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func pgPing(u string) error {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, u)
	if err != nil {
		return err
	}
	return conn.Close(ctx)
}

func pgFreePort() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return strconv.Itoa(l.Addr().(*net.TCPAddr).Port), nil
}

// removeStalePostgres removes the directories of private clusters whose
// test binary has exited (its cluster died with it).
func removeStalePostgres() {
	dirs, _ := filepath.Glob(filepath.Join(os.TempDir(), pgDirPrefix+"*"))
	for _, d := range dirs {
		b, err := os.ReadFile(filepath.Join(d, "owner"))
		if err != nil {
			continue
		}
		pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
		if err != nil || pid <= 0 || processAlive(pid) {
			continue
		}
		os.RemoveAll(d)
	}
}

func processAlive(pid int) bool {
	p, err := os.FindProcess(pid)
	if err != nil {
		return false
	}
	err = p.Signal(syscall.Signal(0))
	return err == nil || errors.Is(err, syscall.EPERM)
}
